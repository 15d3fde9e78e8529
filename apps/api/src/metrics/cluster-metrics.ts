import cluster from 'node:cluster';
import { AggregatorRegistry, type PrometheusContentType, type Registry } from 'prom-client';
import type { MetricsText } from './app-metrics.js';

// Several API processes on one machine (node:cluster): each worker counts its
// own requests, pool and jobs on its app's registry, and Prometheus scrapes
// the primary alone, which asks every worker for its metrics and adds them up
// (a gauge such as the pool's clients is summed too, which is what a machine
// holds). prom-client does the asking over the cluster's IPC channel.
//
// How server.ts wires it:
// - primary (forks the workers, builds no app):
//     if (env.METRICS_PORT) metricsServer = await startMetricsServer({
//       port: env.METRICS_PORT, host: env.HOST, render: aggregatedMetrics });
//   and `await metricsServer.close()` on shutdown;
// - worker: nothing; buildApp() offers the app's registry to the primary
//   (offerMetricsToPrimary) and leaves METRICS_PORT to the primary;
// - a single process (no cluster): startMetricsServer with
//   `render: () => app.metrics.render()`.

let aggregator: AggregatorRegistry<PrometheusContentType> | undefined;

/** Every worker's metrics added up, for the primary's metrics server; empty while no worker runs. */
export async function aggregatedMetrics(): Promise<MetricsText> {
  aggregator ??= new AggregatorRegistry();
  return { contentType: aggregator.contentType, body: await aggregator.clusterMetrics() };
}

/**
 * In a cluster worker, answers the primary's requests with this registry's
 * metrics (the last registry offered: a worker builds one app). Elsewhere it
 * does nothing.
 */
export function offerMetricsToPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes prom-client listen for the primary's requests.
  aggregator ??= new AggregatorRegistry();
}
