import { loadEnv } from '../config/env.js';
import { createDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedAccounts } from './accounts.js';
import { describeDemoData, isFreshDatabase } from './demo-data-on-start.js';
import { seedDemoData } from './index.js';

// `npm run seed -w @tennis/api`: migrates the database the environment names
// (DATA_DIR or DATABASE_URL) and loads the demo accounts and data into it.
// Only a fresh database, and never in live.

async function main(): Promise<number> {
  const env = loadEnv();
  if (env.APP_ENV === 'live') {
    console.error('The demo data is never loaded in live (APP_ENV=live).');
    return 1;
  }
  const database = await createDatabase(env);
  try {
    await migrateDatabase(database);
    if (!(await isFreshDatabase(database.db))) {
      console.error(
        'This database already has users: the demo data loads only on a fresh one (point DATA_DIR or DATABASE_URL at a new database).',
      );
      return 1;
    }
    const started = performance.now();
    const accounts = await seedAccounts(database.db);
    const summary = await seedDemoData(database.db, accounts);
    console.log(
      describeDemoData({ accounts, summary, seconds: (performance.now() - started) / 1000 }, env.GOD_USER_ID),
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
