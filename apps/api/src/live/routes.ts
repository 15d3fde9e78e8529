import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChampionshipIdParams, ZOrderOfPlayParams } from '@tennis/contracts';
import { loadStandingsHead } from '../championships/standings/load-standings.js';
import { errorResponses } from '../lib/error-responses.js';
import { publicTournamentVersion } from './public-tournament-version.js';

// Server-Sent Events for the public pages (decision 032): each event's id and
// data is the new version of what the page shows; the page refetches. Only
// what is public is followed: a draft tournament or championship is 404 for
// everyone, as its pages are.

const EVENT_STREAM = z
  .string()
  .describe('text/event-stream: `id: <version>` and `data: <version>` per change, a comment as heartbeat');
const tags = ['live updates'];
const response = { 200: EVENT_STREAM, ...errorResponses(404, 422, 429) };
const lastEventId = 'Send Last-Event-ID (the browser does) to hear only of versions after it.';

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/:tournamentId/live',
    {
      schema: {
        tags,
        summary: `Changes of the tournament's public draws and order of play. ${lastEventId}`,
        params: ZOrderOfPlayParams,
        response,
      },
    },
    async (request, reply) => {
      const { tournamentId } = request.params;
      const version = await publicTournamentVersion(app.db, tournamentId);
      return app.liveUpdates.open(request, reply, { kind: 'tournament', id: tournamentId }, version);
    },
  );

  app.get(
    '/api/championships/:id/standings/live',
    {
      schema: {
        tags,
        summary: `Changes of the championship's standings. ${lastEventId}`,
        params: ZChampionshipIdParams,
        response,
      },
    },
    async (request, reply) => {
      const head = await loadStandingsHead(app.db, request.params.id);
      return app.liveUpdates.open(request, reply, { kind: 'standings', id: head.id }, head.version);
    },
  );
};
