import cluster, { type Worker } from 'node:cluster';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregatedMetrics } from './cluster-metrics.js';

// Several API processes under node:cluster: the primary, which builds no app,
// asks every worker for its registry and adds them up. Two real workers here,
// each with an app's metrics that counted one request.

const moduleUrl = (name: string) => new URL(name, import.meta.url).href;

/** A worker's program: an app's metrics, one request counted, offered to the primary. */
const WORKER_PROGRAM = `
import { createAppMetrics } from ${JSON.stringify(moduleUrl('./app-metrics.ts'))};
import { offerMetricsToPrimary } from ${JSON.stringify(moduleUrl('./cluster-metrics.ts'))};
const metrics = createAppMetrics({});
metrics.httpDuration.observe({ method: 'GET', route: '/api/players/:id', status_code: '200' }, 0.003);
offerMetricsToPrimary(metrics.registry);
process.send('ready');
`;

let folder: string;
const workers: Worker[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cluster-metrics-'));
  const program = path.join(folder, 'worker.ts');
  await writeFile(program, WORKER_PROGRAM);
  cluster.setupPrimary({ exec: program, execArgv: ['--import', 'tsx'], silent: true });
  for (let i = 0; i < 2; i++) {
    const worker = cluster.fork();
    workers.push(worker);
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('exit', (code) => reject(new Error(`worker ended with code ${code}`)));
    });
  }
}, 30_000);
afterAll(async () => {
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()).kill())),
    ),
  );
  await rm(folder, { recursive: true, force: true });
});

describe('aggregatedMetrics', () => {
  it("adds up every worker's metrics for the primary's scrape", async () => {
    const { contentType, body } = await aggregatedMetrics();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/players/:id",status_code="200"} 2',
    );
    expect(body).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
  });
});
