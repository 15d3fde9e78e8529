import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChampionshipMenuResponse, ZDashboardResponse } from '@tennis/contracts';
import { requireUser } from '../auth/policy.js';
import { loadChampionshipMenu } from './load-championship-menu.js';
import { loadDashboard } from './load-dashboard.js';

/** Cached by browsers (and a CDN in front) for this long: the catalogue changes a few times a year. */
const MENU_MAX_AGE_SECONDS = 300;

/** The signed-in user's dashboard and the navbar's championship catalogue. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "Poster tiles of underway and upcoming tournaments (back office; hosts only their host's) and up to four underway championships.",
        response: { 200: ZDashboardResponse },
      },
    },
    async (request) => loadDashboard(app.db, requireUser(request)),
  );

  app.get(
    '/api/championships-menu',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'The championships of the navbar menus (public): underway, coming-soon and archived, newest season first.',
        response: { 200: ZChampionshipMenuResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${MENU_MAX_AGE_SECONDS}`);
      return { data: await loadChampionshipMenu(app.db) };
    },
  );
};
