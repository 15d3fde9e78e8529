import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCategoryDrawResponse, ZNotModified, ZId } from '@tennis/contracts';
import { isBackoffice } from '../auth/backoffice-policy.js';
import { errorResponses } from '../lib/error-responses.js';
import { replyWithCachedBody } from '../lib/reply-with-cached-body.js';
import { loadCategoryDraw } from './draws/load-category-draw.js';
import { publicDrawCache } from './draws/public-draw-cache.js';
import { requireCategoryOfTournament } from './draws/require-category-of-tournament.js';
import { findTournamentBySlugsIncludingDrafts } from './load-tournament.js';

const ZParams = z.object({
  hostSlug: z.string(),
  tournamentSlug: z.string(),
  categoryId: ZId,
});

/** The public draws page's category, found by the landing page's slugs (spec 2 §7): the same answer as its draw. */
export const publicCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/:hostSlug/:tournamentSlug/tournament-categories/:categoryId',
    {
      config: { sharedCache: true },
      schema: {
        tags: ['tournament draws'],
        summary: "A category's draw or groups by the tournament's slugs; with ETag outside the back office.",
        params: ZParams,
        response: { 200: ZCategoryDrawResponse, 304: ZNotModified, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const { hostSlug, tournamentSlug, categoryId } = request.params;
      const tournament = await findTournamentBySlugsIncludingDrafts(app.db, hostSlug, tournamentSlug);
      await requireCategoryOfTournament(app.db, tournament.id, categoryId);
      // The back office sees its own actions, so it is answered fresh and kept out of shared caches.
      if (isBackoffice(request.user)) {
        reply.header('cache-control', 'private, no-store');
        return { data: await loadCategoryDraw(app.db, categoryId, request.user) };
      }
      return replyWithCachedBody(request, reply, await publicDrawCache.get(app.db, categoryId));
    },
  );
};
