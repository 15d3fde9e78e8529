import { eq } from 'drizzle-orm';
import { ConfigurationError, type Env } from '../config/env.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

const HOW_TO_CREATE =
  'Create the first admin with `npm run create-admin -- --email … --name … --surname …` ' +
  'and set GOD_USER_ID to the id it prints (README, "Deployment").';

/**
 * Live starts only when GOD_USER_ID names an existing admin. Otherwise the god
 * account would go to whoever next gets that id: on a fresh database, the first
 * person to register. Runs at start, after the migrations.
 */
export async function assertGodUserIsAdmin(db: Db, env: Pick<Env, 'GOD_USER_ID'>): Promise<void> {
  const [god] = await db.select({ role: users.role }).from(users).where(eq(users.id, env.GOD_USER_ID));
  if (god?.role === 'admin') return;
  const found = god ? `names a user whose role is ${god.role}, not an admin` : 'names no user of this database';
  throw new ConfigurationError(`APP_ENV=live cannot start: GOD_USER_ID=${env.GOD_USER_ID} ${found}. ${HOW_TO_CREATE}`);
}
