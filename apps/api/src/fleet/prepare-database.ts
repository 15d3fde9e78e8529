import { ConfigurationError, type Env } from '../config/env.js';
import { assertGodUserIsAdmin } from '../auth/assert-god-user-is-admin.js';
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { loadDemoDataOnStart, type LoadedDemoData } from '../seed/demo-data-on-start.js';

/** Any fixed number, not the migrations' own: every process preparing the same server takes this one. */
const PREPARATION_LOCK_KEY = 7_419_460_002;

/**
 * What a database needs before any process serves from it: the migrations,
 * live's check that the god user is an admin, and (outside live, on a fresh
 * database) the demo data. Processes of a fleet starting together take turns
 * under one advisory lock, so the second finds the first's work done instead
 * of loading the demo data twice; the lock goes with the session if a process
 * dies holding it.
 */
export async function prepareDatabase(
  env: Pick<Env, 'APP_ENV' | 'SEED_DEMO' | 'GOD_USER_ID'>,
  database: Database,
): Promise<LoadedDemoData | null> {
  const prepare = async () => {
    await migrateDatabase(database);
    if (env.APP_ENV === 'live') await assertGodUserIsAdmin(database.db, env);
    return loadDemoDataOnStart(env, database.db);
  };
  if (!database.pool) return prepare();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARATION_LOCK_KEY]);
    try {
      return await prepare();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [PREPARATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs a start-up step; a configuration the server refuses ends the process
 * with its message alone, without a stack, after `cleanUp`.
 */
export async function orExit<T>(step: () => Promise<T>, cleanUp?: () => Promise<void>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(`\n${error.message}\n`);
    await cleanUp?.();
    process.exit(1);
  }
}
