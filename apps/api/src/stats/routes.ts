import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdvancedStatsQuery,
  ZAdvancedStatsResponse,
  ZSiteTrafficQuery,
  ZSiteTrafficResponse,
} from '@tennis/contracts';
import { isAdmin, managedHostsOf } from '../auth/backoffice-policy.js';
import { actorOf, isGod, requireBackoffice, requireGod } from '../auth/policy.js';
import { canOnWallet } from '../players/wallet/wallet-access.js';
import { computeAdvancedStats } from './compute-advanced-stats.js';
import { currentAthensMonth } from '../lib/athens-time.js';
import { countSiteTraffic } from './count-site-traffic.js';

const TAGS = ['stats'];

/** The back office's advanced stats (spec 3 §3) and god mode's site traffic. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/advanced-stats',
    {
      schema: {
        tags: TAGS,
        summary:
          'Played matches, revenue, club costs and players over a period (start and end, Athens days): the back office of the caller’s hosts.',
        querystring: ZAdvancedStatsQuery,
        response: { 200: ZAdvancedStatsResponse },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const actor = actorOf(request);
      return computeAdvancedStats(
        app.db,
        {
          hosts: managedHostsOf(user),
          seesRevenue: canOnWallet(actor, 'wallet.manage'),
          seesAllClubCosts: isAdmin(user) || isGod(user, app.env),
        },
        request.query,
      );
    },
  );

  app.get(
    '/api/admin/stats/site-traffic',
    {
      schema: {
        tags: TAGS,
        summary: 'Page visits and distinct visitors per day of a month (default: this month, Athens). God mode only.',
        querystring: ZSiteTrafficQuery,
        response: { 200: ZSiteTrafficResponse },
      },
    },
    async (request) => {
      requireGod(request);
      // What is still summed in memory counts too.
      await app.siteVisits.flush();
      return countSiteTraffic(app.db, request.query.month ?? currentAthensMonth());
    },
  );
};
