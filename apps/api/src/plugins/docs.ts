import type { FastifyInstance, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MESSAGES, notFound } from '../lib/http-error.js';

/** Every route's zod schemas become the OpenAPI document (served by registerDocsUi). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tennis platform API',
        version: '1.0.0',
        description: 'Tournaments, championships, players and wallets.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'tennis.session_token' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/**
 * The UI at /api/docs and the document at /api/docs/json and /yaml. In live
 * only an admin sees them (everyone else gets the 404 of an unknown path): the
 * document maps every operation an attacker could try. Registered where
 * request.user is known.
 */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  const adminsOnly = async (request: FastifyRequest) => {
    if (request.user?.role !== 'admin') throw notFound(MESSAGES.routeNotFound);
  };
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    ...(app.env.APP_ENV === 'live' ? { uiHooks: { onRequest: adminsOnly } } : {}),
  });
}
