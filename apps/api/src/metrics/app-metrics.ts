import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import type { JobOutcomes } from '../jobs/job-runner.js';
import { registerCacheCounters } from './cache-metrics.js';
import { createHttpDuration, type HttpDuration } from './http-metrics.js';
import { createJobCounters } from './job-metrics.js';
import { registerPoolGauges } from './pool-metrics.js';

/** A scrape's answer: Prometheus's text format and its content type. */
export interface MetricsText {
  contentType: string;
  body: string;
}

/** One app's metrics, on a registry of its own. */
export interface AppMetrics {
  registry: Registry;
  httpDuration: HttpDuration;
  /** What the job runner tells of each run (`startJobs(boss, jobs, app.metrics.jobs)`). */
  jobs: JobOutcomes;
  render(): Promise<MetricsText>;
}

/**
 * The registry of one app: never prom-client's global one, so the many apps a
 * test run builds in one process each count their own requests instead of
 * colliding on a metric registered twice. The pool's gauges exist only when
 * the database is a PostgreSQL pool; the embedded database has no pool.
 */
export function createAppMetrics(database: Pick<Database, 'pool'>): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (database.pool) registerPoolGauges(registry, database.pool);
  registerCacheCounters(registry);
  return {
    registry,
    httpDuration: createHttpDuration(registry),
    jobs: createJobCounters(registry),
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
