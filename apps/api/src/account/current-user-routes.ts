import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserResponse } from '@tennis/contracts';
import { presentCurrentUser } from '../auth/present-current-user.js';

export const currentUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (null for a guest) and the session lifetime in minutes.',
        response: { 200: ZUserResponse },
      },
    },
    async (request, reply) => {
      // Personal data: never kept by a shared cache or the browser's back button.
      reply.header('cache-control', 'no-store');
      return {
        user: request.user ? await presentCurrentUser(app.db, request.user, request.session, app.env) : null,
        lifetime: app.env.SESSION_LIFETIME_MINUTES,
      };
    },
  );
};
