import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGlobalSearchQuery, ZGlobalSearchResponse } from '@tennis/contracts';
import { searchEverything } from './search-everything.js';
import { managedHostsOf } from '../auth/backoffice-policy.js';
import { presentSearchResults } from './present-search-results.js';

/** The search overlay (Ctrl+K) and the player pickers with scope=players (spec 1 §2.2, §7). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/global-search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Players, tournaments and championships by name: at least 3 characters, at most 20 hits, accent- and case-insensitive.',
        querystring: ZGlobalSearchQuery,
        response: { 200: ZGlobalSearchResponse },
      },
    },
    async (request) => {
      const rows = await searchEverything(app.db, {
        term: request.query.q,
        scope: request.query.scope,
        drafts: managedHostsOf(request.user),
      });
      return presentSearchResults(rows);
    },
  );
};
