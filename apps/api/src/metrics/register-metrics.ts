import type { FastifyInstance } from 'fastify';
import { createAppMetrics, type AppMetrics } from './app-metrics.js';
import { offerMetricsToPrimary } from './cluster-metrics.js';
import { measureRequests } from './http-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics: GET /metrics (metrics-routes.ts) or METRICS_PORT (metrics-server.ts). */
    metrics: AppMetrics;
  }
}

/**
 * Puts the app's metrics on it and times every request. Registered before
 * any route, so that every route (the probes and unknown paths too) is timed.
 */
export function registerMetrics(app: FastifyInstance): void {
  const metrics = createAppMetrics(app.database);
  app.decorate('metrics', metrics);
  measureRequests(app, metrics.httpDuration);
  offerMetricsToPrimary(metrics.registry);
}
