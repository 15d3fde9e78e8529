import { eq } from 'drizzle-orm';
import type { TRole } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** The signed-in user as routes and policies see it: what authorization needs, no secrets. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  surname: string;
  role: TRole;
  /** The organiser a host or host-employee works for. */
  hostId: number | null;
  emailVerified: boolean;
  forcePasswordChange: boolean;
}

/** The session behind the current request. */
export interface AuthSession {
  id: number;
  expiresAt: Date;
  /** The god user wearing this user (self-transform), or null. */
  impersonatedBy: number | null;
}

/** The user with this id as an AuthUser; null when missing or banned (a ban ends access at once). */
export async function loadAuthUser(db: DbOrTx, id: number): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      role: users.role,
      hostId: users.hostId,
      emailVerified: users.emailVerified,
      forcePasswordChange: users.forcePasswordChange,
      banned: users.banned,
      banExpires: users.banExpires,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  const { banned, banExpires, ...user } = row;
  if (banned && (banExpires === null || banExpires.getTime() > Date.now())) return null;
  return user;
}
