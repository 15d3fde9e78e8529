import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHallOfFameResponse } from '@tennis/contracts';
import { entryRoutes } from './entry-routes.js';
import { loadHallOfFame } from './load-hall-of-fame.js';
import { photoRoutes } from './photo-routes.js';

/**
 * The Hall of Fame (spec 3 §2 /athens-tennis/list-of-champions): the public
 * list of every season's champions, and the back office's entries for the
 * seasons before the platform ran the finals, with their photos.
 */
export const hallOfFameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/hall-of-fame',
    {
      schema: {
        tags: ['hall of fame'],
        summary:
          "Every season from 2019, newest first, with its champions: the back office's entries and the winners of the platform's finals.",
        response: { 200: ZHallOfFameResponse },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (permissions), and a change must show at once.
      reply.header('cache-control', 'private, no-cache');
      return { data: await loadHallOfFame(app.db, request.user) };
    },
  );
  await app.register(entryRoutes);
  await app.register(photoRoutes);
};
