import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../auth/policy.js';
import { errorResponses } from '../lib/error-responses.js';
import { machineRouteLogLevel } from '../logging/logger-options.js';

/**
 * GET /metrics on the public port, when no METRICS_PORT serves them apart:
 * for a signed-in admin only. The numbers are no secret of anyone's, but
 * they tell an attacker how busy and how big the platform is and which
 * routes are slow.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.METRICS_PORT !== undefined) return;
  app.get(
    '/metrics',
    {
      logLevel: machineRouteLogLevel(app.env),
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics of this process, for an admin (when METRICS_PORT is not set).',
        response: {
          200: { description: "Prometheus's text format.", content: { 'text/plain': { schema: z.string() } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      requireRole(request, ['admin']);
      const { contentType, body } = await app.metrics.render();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
};
