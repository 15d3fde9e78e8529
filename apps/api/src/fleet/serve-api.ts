import cluster from 'node:cluster';
import type { Env } from '../config/env.js';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/client.js';
import { connectAchievementQueue } from '../achievements/achievements-job.js';
import { allJobs } from '../jobs/index.js';
import { createJobRunner, startJobs } from '../jobs/job-runner.js';
import { createMailer } from '../mail/mailer.js';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server.js';
import { describeDemoData } from '../seed/demo-data-on-start.js';
import { orExit, prepareDatabase } from './prepare-database.js';
import { stopGracefully } from './stop-gracefully.js';

/**
 * One API process: opens the database, prepares it unless the cluster's
 * primary already did, serves the API and the web app, and runs its share of
 * the jobs (pg-boss hands each job and each schedule's occurrence to one
 * process of the fleet). SIGTERM or SIGINT stops it gracefully.
 */
export async function serveApi(env: Env): Promise<void> {
  const database = await createDatabase(env);
  const demoData = cluster.isWorker ? null : await orExit(() => prepareDatabase(env, database), database.close);
  const app = await buildApp({ env, database });
  const jobs = createJobRunner(database);
  jobs.on('error', (error: unknown) => app.log.error({ err: error }, 'job runner error'));

  let stopping = false;
  let metricsServer: MetricsServer | undefined;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await stopGracefully(app, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    await metricsServer?.close();
    await jobs.stop({ graceful: true, close: false, timeout: 10_000 });
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Jobs mail through a mailer of their own on the same database (every mail is a sent_emails row).
  // Started before the port opens, so a process that answers is one whose schedules are registered:
  // a later registration would put the code's schedule back over one changed since (a rolling
  // restart's last process did exactly that to the fleet suite's every-minute schedule).
  await startJobs(jobs, allJobs(database, { mailer: createMailer(env, database.db, app.log), env }), app.metrics.jobs);
  connectAchievementQueue(jobs, (error) => app.log.error({ err: error }, 'achievements job not queued'));
  await app.listen({ port: env.PORT, host: env.HOST });
  // In a cluster the primary serves METRICS_PORT, adding up every worker's (fleet/cluster-primary.ts).
  if (env.METRICS_PORT && !cluster.isWorker)
    metricsServer = await startMetricsServer({
      port: env.METRICS_PORT,
      host: env.HOST,
      render: () => app.metrics.render(),
    });
  if (env.APP_ENV === 'live' && env.BOT_CHECK === 'off' && !cluster.isWorker) {
    app.log.warn('BOT_CHECK=off: login, register, forgot-password and contact run WITHOUT a bot check');
  }
  if (cluster.isWorker) return;
  if (demoData) console.log(`\n${describeDemoData(demoData, env.GOD_USER_ID)}`);
  console.log(
    `\nTennis platform listening on port ${env.PORT}, public address ${env.APP_URL} (${env.APP_ENV}, ${database.kind} database)`,
  );
}
