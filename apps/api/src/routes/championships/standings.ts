import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChampionshipIdParams, ZNotModified, ZRaceParams, ZRaceResponse, ZStandingsResponse, type TStandingsResponse } from '@tennis/contracts';
import { loadRace } from '../../championships/standings/load-race.js';
import { loadStandingsHead } from '../../championships/standings/load-standings.js';
import { cachedStandings } from '../../championships/standings/standings-cache.js';

/**
 * A CDN may serve a table for this long, then revalidates by ETag (a 304
 * costs one indexed read): on a final's day the crowd hits the edge.
 */
// Browsers revalidate every time (the ETag makes that a 304); a CDN may keep
// a table for 15 seconds.
const STANDINGS_CACHE_CONTROL = 'public, max-age=0, s-maxage=15';

export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/championships/:id/standings',
    {
      schema: {
        tags: ['championships'],
        summary: 'The OPEN and UNDER 2.5 tables from the stored aggregates (decision 006), with ETag.',
        params: ZChampionshipIdParams,
        response: { 200: ZStandingsResponse, 304: ZNotModified },
      },
    },
    async (request, reply) => {
      const cached = await cachedStandings(app.db, request.params.id);
      reply.header('etag', cached.etag).header('cache-control', STANDINGS_CACHE_CONTROL);
      if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send(null);
      reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (gzip) reply.header('content-encoding', 'gzip');
      // Fastify sends a buffer as it is: the body was validated by the response schema when cached.
      return reply.send((gzip ? cached.gzipped : cached.body) as unknown as TStandingsResponse);
    },
  );

  app.get(
    '/api/championships/:id/standings/race-2-month/:month',
    {
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
      reply.header('etag', etag).header('cache-control', STANDINGS_CACHE_CONTROL);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return loadRace(app.db, head, request.params.month);
    },
  );
};
