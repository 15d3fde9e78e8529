import type { FastifyInstance } from 'fastify';

const shuttingDown = new WeakSet<FastifyInstance>();

/**
 * Called by server.ts on SIGTERM, before it closes the app: GET /health/ready
 * answers 503 from then on, so the load balancer stops sending new requests
 * while the ones in flight finish. Liveness stays 200: the process is not stuck.
 */
export function markShuttingDown(app: FastifyInstance): void {
  shuttingDown.add(app);
}

export const isShuttingDown = (app: FastifyInstance): boolean => shuttingDown.has(app);
