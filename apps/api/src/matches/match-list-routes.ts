import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBackofficeMatchList, ZBackofficeMatchListQuery } from '@tennis/contracts';
import { requireBackoffice } from '../auth/policy.js';
import { backofficeRefusals } from '../lib/error-responses.js';
import { listBackofficeMatches } from './list-backoffice-matches.js';
import { presentMatches } from './present-matches.js';

/** The back office's list of every match in its reach (page /matches). */
export const matchListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/matches',
    {
      schema: {
        tags: ['matches'],
        summary:
          'Every match in the back office’s reach, newest first: its hosts’ championships and tournaments (every host’s for an admin) and the friendlies it may see; filtered by kind, state, suspension, Athens days and a player’s name.',
        querystring: ZBackofficeMatchListQuery,
        response: { 200: ZBackofficeMatchList, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const { page, pageLength, ...filters } = request.query;
      const found = await listBackofficeMatches(app.db, user, filters, { page, pageLength });
      return { data: await presentMatches(app.db, found.rows, user), meta: found.meta };
    },
  );
};
