import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import { createJobRunner, startJobs } from '../jobs/job-runner.js';
import { createTestDatabase } from '../test/database.js';
import { createAppMetrics, type AppMetrics } from './app-metrics.js';

// The job runner tells the metrics how each run ended: a run that throws is
// counted as handled and as failed (pg-boss retries it a minute later).

let database: Database;
let boss: PgBoss;
let metrics: AppMetrics;
const ran: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  boss = createJobRunner(database);
  metrics = createAppMetrics(database);
  await startJobs(
    boss,
    [
      { name: 'metrics-test-done', handle: async () => void ran.push('done') },
      {
        name: 'metrics-test-fails',
        handle: async () => {
          ran.push('fails');
          throw new Error('the mail server refused');
        },
      },
    ],
    metrics.jobs,
  );
});
afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await database?.close();
});

async function counted(): Promise<Record<string, number>> {
  const found = await metrics.registry.getMetricsAsJSON();
  const entries = found
    .filter((metric) => metric.name === 'jobs_handled_total' || metric.name === 'jobs_failed_total')
    .flatMap((metric) => metric.values.map((value) => [`${metric.name} ${String(value.labels.job)}`, value.value]));
  return Object.fromEntries(entries);
}

describe('job metrics', () => {
  it('count the runs of each job, and those that threw', async () => {
    await boss.send('metrics-test-done', {});
    await boss.send('metrics-test-fails', {});
    await vi.waitFor(() => expect(ran.sort()).toEqual(['done', 'fails']), { timeout: 20_000, interval: 200 });
    await vi.waitFor(
      async () =>
        expect(await counted()).toEqual({
          'jobs_handled_total metrics-test-done': 1,
          'jobs_handled_total metrics-test-fails': 1,
          'jobs_failed_total metrics-test-fails': 1,
        }),
      { timeout: 5_000 },
    );
  });
});
