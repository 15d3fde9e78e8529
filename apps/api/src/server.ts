import { loadEnv } from './config/env.js';
import { buildApp } from './app.js';
import { createDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { describeDemoData, loadDemoDataOnStart } from './seed/demo-data-on-start.js';

// Start-up: read the configuration, open and migrate the database, load the
// demo data on a fresh database outside live, then serve API and web app.
const env = loadEnv();
const database = await createDatabase(env);
await migrateDatabase(database);
const demoData = await loadDemoDataOnStart(env, database.db);
const app = await buildApp({ env, database });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
if (demoData) console.log(`\n${describeDemoData(demoData, env.GOD_USER_ID)}`);
console.log(`\nTennis platform on ${env.APP_URL} (${env.APP_ENV}, ${database.kind} database)`);
