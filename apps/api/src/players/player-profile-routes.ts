import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAYER_MESSAGES,
  ZIdParams,
  ZPlayerDetailsQuery,
  ZPlayerDetailsResponse,
  ZPlayerMatchList,
  ZPlayerMatchesQuery,
  ZPlayerStatsQuery,
  ZPlayerStatsResponse,
  isFlagOn,
} from '@tennis/contracts';
import { actorOf } from '../auth/policy.js';
import { notFound } from '../lib/http-error.js';
import { computePlayerStats } from './compute-player-stats.js';
import { listPlayerMatches } from './list-player-matches.js';
import { findPlayerOwner, loadPlayerDetails } from './load-player-details.js';
import { isSelf } from './player-access.js';

/** A player's public profile, matches and statistics (spec 3 §2 Players, §7): open to everyone. */
export const playerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players/:id',
    {
      schema: {
        tags: ['players'],
        summary:
          "A player's details: the basics, plus what the include flags ask for; contact details and the wallet only for those entitled.",
        params: ZIdParams,
        querystring: ZPlayerDetailsQuery,
        response: { 200: ZPlayerDetailsResponse },
      },
    },
    async (request) => {
      const details = await loadPlayerDetails(app.db, actorOf(request), request.params.id, request.query);
      if (!details) throw notFound(PLAYER_MESSAGES.notFound);
      return { data: details };
    },
  );

  app.get(
    '/api/players/:id/matches',
    {
      schema: {
        tags: ['players'],
        summary: "A player's matches, newest first, by year and kind; friendlies only on the player's own profile.",
        params: ZIdParams,
        querystring: ZPlayerMatchesQuery,
        response: { 200: ZPlayerMatchList },
      },
    },
    async (request) => {
      const player = await findPlayerOwner(app.db, request.params.id);
      if (!player) throw notFound(PLAYER_MESSAGES.notFound);
      const self = isSelf(actorOf(request), player);
      return listPlayerMatches(app.db, request.user, player.id, self, request.query);
    },
  );

  app.get(
    '/api/players/:id/stats',
    {
      schema: {
        tags: ['players'],
        summary:
          "A player's wins and losses per month of a year and, when asked, per surface; friendlies do not count.",
        params: ZIdParams,
        querystring: ZPlayerStatsQuery,
        response: { 200: ZPlayerStatsResponse },
      },
    },
    async (request) => {
      const player = await findPlayerOwner(app.db, request.params.id);
      if (!player) throw notFound(PLAYER_MESSAGES.notFound);
      const { query } = request;
      return { data: await computePlayerStats(app.db, player.id, query, isFlagOn(query.includeResultsPerSurface)) };
    },
  );
};
