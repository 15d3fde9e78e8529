import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '../../apps/api/src/config/env.js';
import { createDatabase, type Database } from '../../apps/api/src/db/client.js';
import { migrateDatabase } from '../../apps/api/src/db/migrate.js';
import { createTestDatabase } from '../../apps/api/src/test/database.js';

/**
 * A migrated, empty database for one benchmark: a database of its own on the
 * server named by DATABASE_URL (dropped afterwards), otherwise an embedded one
 * in a temporary folder (deleted afterwards).
 */
export async function openBenchDatabase(name: string): Promise<{ database: Database; cleanUp: () => Promise<void> }> {
  const { DATABASE_URL } = loadEnv(process.env);
  if (DATABASE_URL) {
    const database = await createTestDatabase({ serverUrl: DATABASE_URL });
    return { database, cleanUp: () => database.close() };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  const database = await createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await migrateDatabase(database);
  return {
    database,
    cleanUp: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
