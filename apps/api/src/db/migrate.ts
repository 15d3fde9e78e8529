import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';
import type { PgliteClient } from './pglite-on-worker.js';

/**
 * The SQL migrations drizzle-kit generates. Resolved from this module, two
 * levels up: src/db/ when run from sources, dist/db/ when built, and drizzle/
 * sits beside both.
 */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: every process that migrates the same server takes the same lock. */
const MIGRATION_LOCK_KEY = 7_419_460_001;

/** Runs in this process; calls on one PGlite instance queue here instead of racing. */
const pgliteMigrations = new WeakMap<PgliteClient, Promise<void>>();

/**
 * Applies the pending migrations. Migrating the same database twice at once is
 * safe: on a server an advisory lock makes processes starting together take
 * turns instead of racing on the same CREATE TABLE.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  const { pglite } = database;
  if (pglite) {
    const previous = pgliteMigrations.get(pglite) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      // drizzle's driver asks for a PGlite: it calls query() and transaction(), which every client has.
      .then(() => migratePglite(drizzlePglite({ client: pglite as PGlite }), { migrationsFolder: folder }));
    pgliteMigrations.set(pglite, run);
    return run;
  }
  if (!database.pool) throw new Error(`A ${database.kind} database without its driver handle cannot be migrated`);
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
