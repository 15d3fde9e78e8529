import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZId, ZTodsTournamentRecord } from '@tennis/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { assertPubliclyVisible } from '../load-tournament.js';
import { findTournament } from '../tournament-access.js';
import { loadTodsRecord } from './load-tods-record.js';

/** The tournament in TODS, for other tennis software: public as its landing page is, a draft only for its back office. */
export const todsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/:id/tods',
    {
      schema: {
        tags: ['tournament draws'],
        summary:
          'A published tournament in the Tennis Open Data Standards: participants, and per visible category an event whose draw holds the qualifying, groups and knockout matchUps with their format and score.',
        params: z.object({ id: ZId }),
        response: { 200: ZTodsTournamentRecord, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const tournament = await findTournament(app.db, request.params.id);
      assertPubliclyVisible(tournament, request.user);
      const record = await loadTodsRecord(app.db, tournament);
      // A draft's export is its back office's: kept out of shared caches, as the landing data is.
      return reply
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `inline; filename="tournament-${request.params.id}.tods.json"`)
        .send(record);
    },
  );
};
