import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type TGlobalSearchResponse,
  ZGlobalSearchQuery,
  ZGlobalSearchResponse,
  ZUniversePlayerSearchQuery,
  ZUniversePlayerSearchResponse,
} from '@tennis/contracts';
import { requireUser } from '../auth/policy.js';
import { typedAnswerSerializer } from '../lib/typed-answer-serializer.js';
import { searchEverything } from './search-everything.js';
import { managedHostsOf } from '../auth/backoffice-policy.js';
import { presentSearchResults } from './present-search-results.js';

/** The search overlay (Ctrl+K), the player pickers with scope=players (spec 1 §2.2, §7) and the opponent lookup (spec 3 §7). */
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
      // Search as you type: presentSearchResults is typed as the response, so no second check per keystroke.
      serializerCompiler: typedAnswerSerializer,
    },
    async (request): Promise<TGlobalSearchResponse> => {
      const rows = await searchEverything(app.db, {
        term: request.query.q,
        scope: request.query.scope,
        drafts: managedHostsOf(request.user),
      });
      return presentSearchResults(rows);
    },
  );

  app.get(
    '/api/universe/search-player',
    {
      schema: {
        tags: ['search'],
        summary:
          'The opponent lookup: every player by name (Greeklish too), id and label, at most 20; signed-in users; under 3 characters, none.',
        querystring: ZUniversePlayerSearchQuery,
        response: { 200: ZUniversePlayerSearchResponse },
      },
    },
    async (request) => {
      requireUser(request);
      const rows = await searchEverything(app.db, {
        term: request.query.q,
        scope: 'players',
        drafts: { kind: 'none' },
      });
      return { data: rows.map((row) => ({ id: row.id, label: row.title })) };
    },
  );
};
