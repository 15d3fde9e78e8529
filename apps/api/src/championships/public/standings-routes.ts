import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChampionshipIdParams, ZNotModified, ZRaceParams, ZRaceResponse, ZStandingsResponse } from '@tennis/contracts';
import { loadRace } from '../standings/load-race.js';
import { loadStandingsHead } from '../standings/load-standings.js';
import { cachedStandings } from '../standings/standings-cache.js';
import { PUBLIC_CACHE_CONTROL, replyWithCachedBody } from '../../lib/reply-with-cached-body.js';

export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/championships/:id/standings',
    {
      config: { sharedCache: true },
      schema: {
        tags: ['championships'],
        summary: 'The OPEN and UNDER 2.5 tables from the stored aggregates (decision 006), with ETag.',
        params: ZChampionshipIdParams,
        response: { 200: ZStandingsResponse, 304: ZNotModified },
      },
    },
    async (request, reply) => replyWithCachedBody(request, reply, await cachedStandings(app.db, request.params.id)),
  );

  app.get(
    '/api/championships/:id/standings/race-2-month/:month',
    {
      config: { sharedCache: true },
      schema: {
        tags: ['championships'],
        summary: 'The race of a month (YYYY-MM): that month’s Regular Season results with the season’s caps.',
        params: ZRaceParams,
        response: { 200: ZRaceResponse, 304: ZNotModified },
      },
    },
    async (request, reply) => {
      const head = await loadStandingsHead(app.db, request.params.id);
      const etag = `"race-${head.id}-${request.params.month}-${head.version}"`;
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return loadRace(app.db, head, request.params.month);
    },
  );
};
