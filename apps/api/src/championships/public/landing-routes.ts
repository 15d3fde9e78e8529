import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChampionshipIdParams,
  ZChampionshipLandingResponse,
  ZChampionshipSlugParams,
  ZPublicChampionshipResponse,
  ZPublicMatchesResponse,
  ZPublicVenuesResponse,
} from '@tennis/contracts';
import { loadLanding } from './load-landing.js';
import { loadPublicChampionship, loadPublicVenues } from './load-public-championship.js';
import { loadRecentResults, loadScheduledMatches } from './load-public-matches.js';

// Browsers ask again every time (a score shows at once; no stale-while-revalidate,
// which would show the old answer first); a CDN may serve the
// same answer for 15 seconds to take the crowd on a final's day.
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=15';

/** The public landing page's calls (spec 3 §2, §7). Drafts answer 404. */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/championships/by-slug/:slug',
    {
      schema: {
        tags: ['championships'],
        summary: 'Landing page data: the championship, whether the user participates and what they may do.',
        params: ZChampionshipSlugParams,
        response: { 200: ZChampionshipLandingResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: await loadLanding(app.db, request.params.slug, request.user) };
    },
  );

  app.get(
    '/api/championships/:id',
    {
      schema: {
        tags: ['championships'],
        summary: 'A championship as the public sees it.',
        params: ZChampionshipIdParams,
        response: { 200: ZPublicChampionshipResponse },
      },
    },
    async (request) => ({ data: await loadPublicChampionship(app.db, request.params.id) }),
  );

  app.get(
    '/api/championships/:id/venues',
    {
      schema: {
        tags: ['championships'],
        summary: 'The clubs where the championship is played, with their surfaces.',
        params: ZChampionshipIdParams,
        response: { 200: ZPublicVenuesResponse },
      },
    },
    async (request, reply) => {
      await loadPublicChampionship(app.db, request.params.id);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return { data: await loadPublicVenues(app.db, request.params.id) };
    },
  );

  app.get(
    '/api/championships/:id/scheduled-matches',
    {
      schema: {
        tags: ['championships'],
        summary: 'Matches still to be played from today on, soonest first.',
        params: ZChampionshipIdParams,
        response: { 200: ZPublicMatchesResponse },
      },
    },
    async (request, reply) => {
      await loadPublicChampionship(app.db, request.params.id);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return { data: await loadScheduledMatches(app.db, request.params.id) };
    },
  );

  app.get(
    '/api/championships/:id/recent-results',
    {
      schema: {
        tags: ['championships'],
        summary: 'The latest concluded matches, newest first.',
        params: ZChampionshipIdParams,
        response: { 200: ZPublicMatchesResponse },
      },
    },
    async (request, reply) => {
      await loadPublicChampionship(app.db, request.params.id);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return { data: await loadRecentResults(app.db, request.params.id) };
    },
  );
};
