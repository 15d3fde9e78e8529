import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TCurrentUser, TPlayerSummary } from '@tennis/contracts';
import type { Env } from '../config/env.js';
import type { DbOrTx } from '../db/client.js';
import { players, tournamentHosts, users } from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { playerPictureUrl } from '../lib/public-file-urls.js';
import type { AuthSession, AuthUser } from './auth-user.js';
import { isGod } from './policy.js';

type PlayerRow = typeof players.$inferSelect;

export const hostLogoUrl = (hostId: number) => `/api/tournament-hosts/${hostId}/logo`;

export function presentPlayerSummary(player: PlayerRow): TPlayerSummary {
  return {
    id: player.id,
    name: player.name,
    surname: player.surname,
    displayName: player.displayName,
    gender: player.gender === 1 ? 1 : 0,
    strongHand: player.strongHand,
    backhandType: player.backhandType,
    styleOfPlay: player.styleOfPlay,
    notes: player.notes,
    phone: player.phone,
    profilePictureUrl: player.profilePicturePath ? playerPictureUrl(player.id, player.profilePicturePath) : null,
    atrp: player.atrp,
  };
}

/**
 * The player the platform thinks is this user: an unlinked player with the
 * account's email, or with the phone given at registration. Offered on the
 * dashboard until the user confirms it (confirm-player-info) or says it is
 * not them (player-phone-mismatch), and only once the account's email is
 * verified: anyone can sign up with a player's address.
 */
export async function findPotentialPlayer(
  db: DbOrTx,
  account: { email: string; phone: string | null },
): Promise<PlayerRow | null> {
  const byEmail = sql`lower(${players.email}) = ${account.email.toLowerCase()}`;
  const match = account.phone ? or(byEmail, eq(players.phone, account.phone)) : byEmail;
  const [player] = await db
    .select()
    .from(players)
    .where(and(isNull(players.userId), match))
    .orderBy(asc(players.id))
    .limit(1);
  return player ?? null;
}

/**
 * ZCurrentUser for the signed-in user: role and host, the linked player (or
 * the potential match while one is offered), the gates' flags, god mode and
 * who is wearing this account.
 */
export async function presentCurrentUser(
  db: DbOrTx,
  user: AuthUser,
  session: AuthSession | null,
  env: Pick<Env, 'GOD_USER_ID'>,
): Promise<TCurrentUser> {
  const [row] = await db
    .select({ account: users, host: tournamentHosts })
    .from(users)
    .leftJoin(tournamentHosts, eq(tournamentHosts.id, users.hostId))
    .where(eq(users.id, user.id));
  if (!row) throw new Error(`user ${user.id} vanished while presenting it`);
  const { account, host } = row;
  const [linked] = await db.select().from(players).where(eq(players.userId, user.id));
  const mismatchReported = account.playerPhoneMismatchReportedAt !== null;
  const potential =
    !linked && !mismatchReported && account.emailVerified ? await findPotentialPlayer(db, account) : null;
  const player = linked ?? potential;
  const [phoneOwner] = account.phone
    ? await db.select({ id: players.id }).from(players).where(eq(players.phone, account.phone)).limit(1)
    : [];
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    surname: account.surname,
    role: account.role,
    host: host ? { id: host.id, name: host.name, slug: host.slug } : null,
    profilePictureUrl: linked?.profilePicturePath ? playerPictureUrl(linked.id, linked.profilePicturePath) : null,
    hostLogoUrl: host?.logoPath ? hostLogoUrl(host.id) : null,
    emailVerifiedAt: account.emailVerified ? formatAthensDateTime(account.emailVerifiedAt ?? account.updatedAt) : null,
    forcePasswordChange: account.forcePasswordChange,
    player: player ? presentPlayerSummary(player) : null,
    playerPhoneExists: phoneOwner !== undefined,
    playerPhoneMismatch: mismatchReported,
    potentialPlayerMatch: potential !== null,
    browsingMaturityLevel: account.browsingMaturityLevel,
    godMode: isGod(user, env),
    impersonatedBy: session?.impersonatedBy ?? null,
  };
}
