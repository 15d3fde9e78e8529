import { loadEnv } from './config/env.js';
import { buildApp } from './app.js';
import { createDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { allJobs } from './jobs/index.js';
import { createJobRunner, startJobs } from './jobs/job-runner.js';
import { describeDemoData, loadDemoDataOnStart } from './seed/demo-data-on-start.js';

// Start-up: read the configuration, open and migrate the database, load the
// demo data on a fresh database outside live, then serve API and web app.
const env = loadEnv();
const database = await createDatabase(env);
await migrateDatabase(database);
const demoData = await loadDemoDataOnStart(env, database.db);
const app = await buildApp({ env, database });
const jobs = createJobRunner(database);
jobs.on('error', (error: unknown) => app.log.error({ err: error }, 'job runner error'));

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await jobs.stop({ graceful: true, close: false, timeout: 10_000 });
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
await startJobs(jobs, allJobs(database.db));
if (demoData) console.log(`\n${describeDemoData(demoData, env.GOD_USER_ID)}`);
console.log(
  `\nTennis platform listening on port ${env.PORT}, public address ${env.APP_URL} (${env.APP_ENV}, ${database.kind} database)`,
);
