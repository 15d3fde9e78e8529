import type { FastifyInstance } from 'fastify';
import { markShuttingDown } from '../system/shutting-down.js';

/**
 * Stops serving without dropping a request: /health/ready answers 503 (a
 * load balancer that probes it sends nothing new), the server stops accepting
 * connections (a proxy in front sends the next requests to another process),
 * closes the idle keep-alive ones, ends the live streams (their browsers
 * reconnect elsewhere) and lets the requests in flight finish. Whatever still
 * runs after `timeoutMs` has its connection closed, so one stuck request
 * cannot hold a rolling restart forever. Resolves when the app is closed.
 */
export async function stopGracefully(app: FastifyInstance, timeoutMs: number): Promise<void> {
  markShuttingDown(app);
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const outcome = await Promise.race([closing.then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown limit: their connections are closed');
    app.server.closeAllConnections();
    await closing;
  }
}
