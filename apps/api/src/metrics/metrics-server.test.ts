import { afterEach, describe, expect, it } from 'vitest';
import { createAppMetrics } from './app-metrics.js';
import { startMetricsServer, type MetricsServer } from './metrics-server.js';

// METRICS_PORT: the metrics on a port of their own, for Prometheus alone.

let server: MetricsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const url = (path: string) => `http://127.0.0.1:${server!.port}${path}`;

describe('startMetricsServer', () => {
  it('serves GET /metrics in Prometheus text format, with what the app counted', async () => {
    const metrics = createAppMetrics({});
    metrics.httpDuration.observe({ method: 'GET', route: '/api/players/:id', status_code: '200' }, 0.004);
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', render: metrics.render });
    const response = await fetch(url('/metrics'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/players/:id",status_code="200"} 1',
    );
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it.each([
    ['GET', '/'],
    ['GET', '/health/ready'],
    ['GET', '/metrics/extra'],
    ['POST', '/metrics'],
  ])('answers %s %s with 404: it serves the metrics and nothing else', async (method, path) => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', render: createAppMetrics({}).render });
    const response = await fetch(url(path), { method });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('# TYPE');
  });

  it('answers 500 saying why when the metrics cannot be collected', async () => {
    server = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      render: () => Promise.reject(new Error('a collector failed')),
    });
    const response = await fetch(url('/metrics'));
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('a collector failed');
  });

  it('stops listening once closed', async () => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', render: createAppMetrics({}).render });
    const address = url('/metrics');
    expect((await fetch(address)).status).toBe(200);
    await server.close();
    server = undefined;
    await expect(fetch(address)).rejects.toThrow();
  });
});
