import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@tennis/contracts';
import { machineRouteLogLevel } from '../logging/logger-options.js';
import { checkReadiness } from './check-readiness.js';

const ZHealthy = z.object({ ok: z.literal(true) });

/**
 * The load balancer's probes, outside /api: GET /health/live (the process
 * answers) and GET /health/ready (it may take requests). Registered on the
 * app's root, away from the routes' context, so a probe every few seconds
 * from every balancer costs no session lookup and no request_logs row; it
 * sets no cookie (`probe`), is never rate limited and logs only what goes wrong. No answer may be kept
 * by a cache: a stale "ready" is worse than none.
 */
export function registerHealthProbes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health/live',
    {
      config: { probe: true },
      logLevel: machineRouteLogLevel(root.env),
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up and its event loop answers.',
        response: { 200: ZHealthy },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );
  app.get(
    '/health/ready',
    {
      config: { probe: true },
      logLevel: machineRouteLogLevel(root.env),
      schema: {
        tags: ['operations'],
        summary:
          'Readiness: the database answers, every migration of this build is applied and the process is not shutting down; 503 names the check that failed.',
        response: { 200: ZHealthy, 503: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const failure = await checkReadiness(root, request.log);
      if (!failure) return { ok: true as const };
      return reply
        .code(503)
        .send({ message: `Not ready: ${failure.reason}`, errors: { [failure.check]: [failure.reason] } });
    },
  );
}
