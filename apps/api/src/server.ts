import { ConfigurationError, loadEnv } from './config/env.js';
import { assertGodUserIsAdmin } from './auth/assert-god-user-is-admin.js';
import { buildApp } from './app.js';
import { createDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { connectAchievementQueue } from './achievements/achievements-job.js';
import { allJobs } from './jobs/index.js';
import { createJobRunner, startJobs } from './jobs/job-runner.js';
import { createMailer } from './mail/mailer.js';
import { describeDemoData, loadDemoDataOnStart } from './seed/demo-data-on-start.js';

// Start-up: read the configuration, open and migrate the database, check that
// live has its god user, load the demo data on a fresh database outside live,
// then serve API and web app. A configuration the server refuses ends the
// process with its message alone.
const env = await orExit(async () => loadEnv());
const database = await createDatabase(env);
await migrateDatabase(database);
if (env.APP_ENV === 'live') {
  await orExit(
    () => assertGodUserIsAdmin(database.db, env),
    () => database.close(),
  );
}
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
if (env.APP_ENV === 'live' && env.BOT_CHECK === 'off') {
  app.log.warn('BOT_CHECK=off: login, register, forgot-password and contact run WITHOUT a bot check');
}
// Jobs mail through a mailer of their own on the same database (every mail is a sent_emails row).
await startJobs(jobs, allJobs(database, { mailer: createMailer(env, database.db, app.log), env }));
connectAchievementQueue(jobs, (error) => app.log.error({ err: error }, 'achievements job not queued'));
if (demoData) console.log(`\n${describeDemoData(demoData, env.GOD_USER_ID)}`);
console.log(
  `\nTennis platform listening on port ${env.PORT}, public address ${env.APP_URL} (${env.APP_ENV}, ${database.kind} database)`,
);

async function orExit<T>(step: () => Promise<T>, cleanUp?: () => Promise<void>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(`\n${error.message}\n`);
    await cleanUp?.();
    process.exit(1);
  }
}
