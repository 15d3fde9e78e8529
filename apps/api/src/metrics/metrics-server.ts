import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetricsText } from './app-metrics.js';

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** The scrape's answer: one app's metrics, or the workers' added up (cluster-metrics.ts). */
  render: () => Promise<MetricsText>;
}

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the system's pick for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), for Prometheus on the
 * private network: the public port, which nginx forwards, then serves no
 * metrics at all, and the scraper needs no account. A bare node:http server:
 * nothing of the app (sessions, CSRF, request logs) belongs on it.
 */
export async function startMetricsServer({ port, host, render }: MetricsServerOptions): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    render().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`Metrics not collected: ${(error as Error).message}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A scraper's kept-alive connection must not hold the shutdown open.
        server.closeIdleConnections();
      }),
  };
}
