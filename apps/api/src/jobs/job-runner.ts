import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.js';

/** Where a job's schedule is read: the organisers' clock, not the server's. */
const JOBS_TIME_ZONE = 'Europe/Athens';

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Cron in Europe/Athens time; unset for jobs only ever sent. */
  cron?: string;
  handle: (data: Data) => Promise<void>;
}

/**
 * pg-boss on the same database as everything else (decision 003): embedded
 * PGlite through its adapter, or the server by connection string. Jobs are
 * durable, retried, and visible to the /jobs and /failed-jobs pages.
 */
export function createJobRunner(database: Database): PgBoss {
  if (database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss' });
  }
  // pg-boss keeps its own small pool (and a LISTEN connection) to the same server.
  const connectionString = (database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
  if (!connectionString) throw new Error('jobs need the database connection string');
  return new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
}

/** Told how each run of a job ended (the metrics count them: metrics/job-metrics.ts). */
export interface JobOutcomes {
  handled(jobName: string): void;
  failed(jobName: string): void;
}

/** One run: counted as handled, and as failed too when it throws (pg-boss then retries it). */
async function runJob(job: JobDefinition, data: object, outcomes: JobOutcomes | undefined): Promise<void> {
  try {
    await job.handle(data);
  } catch (error) {
    outcomes?.failed(job.name);
    throw error;
  } finally {
    outcomes?.handled(job.name);
  }
}

/** Creates each job's queue, its worker and its schedule; `outcomes` hears how each run ended. */
export async function startJobs(boss: PgBoss, jobs: readonly JobDefinition[], outcomes?: JobOutcomes): Promise<void> {
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await boss.work<object>(job.name, async (batch) => {
      for (const item of batch) await runJob(job, item.data ?? {}, outcomes);
    });
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: JOBS_TIME_ZONE });
  }
}
