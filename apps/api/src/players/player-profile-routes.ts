import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAYER_MESSAGES,
  ZIdParams,
  ZNotModified,
  ZPlayerDetailsQuery,
  ZPlayerDetailsResponse,
  ZPlayerMatchList,
  ZPlayerMatchesQuery,
  ZPlayerStatsQuery,
  ZPlayerStatsResponse,
  isFlagOn,
} from '@tennis/contracts';
import type { FastifyRequest } from 'fastify';
import { isBackoffice } from '../auth/backoffice-policy.js';
import { actorOf } from '../auth/policy.js';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/http-error.js';
import { replyWithCachedBody } from '../lib/reply-with-cached-body.js';
import { computePlayerStats } from './compute-player-stats.js';
import { listPlayerMatches } from './list-player-matches.js';
import { findPlayerOwner, loadPlayerDetails } from './load-player-details.js';
import { mayReadAvailability } from './availability/availability-access.js';
import { isSelf } from './player-access.js';
import { publicPlayerCache } from './public-player-cache.js';

/**
 * Whether the viewer gets the public profile: guests, and players looking at
 * someone else's who see no more than a guest. The player themself
 * (friendlies, contact, wallet), the back office (match actions, contact) and
 * the players of the same championships (availability) are answered fresh
 * and kept private.
 */
async function seesPublicProfile(db: Db, request: FastifyRequest, playerId: number): Promise<boolean> {
  const actor = actorOf(request);
  if (actor.user === null) return true;
  if (isBackoffice(actor.user)) return false;
  const player = await findPlayerOwner(db, playerId);
  return player !== null && !isSelf(actor, player) && !(await mayReadAvailability(db, actor, player));
}

/** A player's public profile, matches and statistics (spec 3 §2 Players, §7): open to everyone. */
export const playerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players/:id',
    {
      config: { sharedCache: true },
      schema: {
        tags: ['players'],
        summary:
          "A player's details: the basics, plus what the include flags ask for; contact details and the wallet only for those entitled. With ETag for guests and other players.",
        params: ZIdParams,
        querystring: ZPlayerDetailsQuery,
        response: { 200: ZPlayerDetailsResponse, 304: ZNotModified },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (await seesPublicProfile(app.db, request, id)) {
        const key = { playerId: id, query: request.query, godUserId: app.env.GOD_USER_ID };
        return replyWithCachedBody(request, reply, await publicPlayerCache.get(app.db, key));
      }
      const details = await loadPlayerDetails(app.db, actorOf(request), id, request.query);
      if (!details) throw notFound(PLAYER_MESSAGES.notFound);
      reply.header('cache-control', 'private, no-store');
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
