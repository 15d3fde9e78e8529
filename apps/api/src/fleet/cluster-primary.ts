import cluster, { type Worker } from 'node:cluster';
import type { Env } from '../config/env.js';
import { createDatabase } from '../db/client.js';
import { aggregatedMetrics } from '../metrics/cluster-metrics.js';
import { startMetricsServer } from '../metrics/metrics-server.js';
import { describeDemoData } from '../seed/demo-data-on-start.js';
import { orExit, prepareDatabase } from './prepare-database.js';

/** A worker that dies sooner than this after its start is restarted only after a pause, so a crash loop cannot spin. */
const QUICK_DEATH_MS = 5_000;
const RESTART_PAUSE_MS = 2_000;

/**
 * WORKERS API processes on one machine (node:cluster): the primary prepares
 * the database once, then forks the workers, which share the port (the
 * operating system spreads the connections). A worker that dies is replaced;
 * SIGTERM or SIGINT is passed to every worker, and the primary exits when the
 * last has stopped gracefully.
 */
export async function runClusterPrimary(env: Env): Promise<void> {
  const database = await createDatabase(env);
  const demoData = await orExit(() => prepareDatabase(env, database), database.close);
  await database.close();
  // Prometheus scrapes the primary, which adds up every worker's metrics.
  const metricsServer = env.METRICS_PORT
    ? await startMetricsServer({ port: env.METRICS_PORT, host: env.HOST, render: aggregatedMetrics })
    : undefined;

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) void exit();
      return;
    }
    console.error(`API worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? RESTART_PAUSE_MS : 0);
  });
  const exit = async () => {
    await metricsServer?.close();
    process.exit(0);
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) void exit();
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening !== env.WORKERS) return;
    if (demoData) console.log(`\n${describeDemoData(demoData, env.GOD_USER_ID)}`);
    console.log(
      `\nTennis platform listening on port ${env.PORT} with ${env.WORKERS} API processes, public address ${env.APP_URL} (${env.APP_ENV}, postgres database)`,
    );
  });
  for (let i = 0; i < env.WORKERS; i += 1) fork();
}
