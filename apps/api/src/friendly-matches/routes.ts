import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FRIENDLY_MESSAGES,
  MATCH_MESSAGES,
  ZFriendlyMatchList,
  ZFriendlyMatchListQuery,
  ZFriendlyMatchRequest,
  ZFriendlyVenues,
  ZFriendlyVenuesQuery,
  ZMatchResponse,
} from '@tennis/contracts';
import { requireBackoffice, requireUser } from '../auth/policy.js';
import { withTransaction } from '../db/client.js';
import { errorResponses } from '../lib/error-responses.js';
import { presentOneMatch } from '../matches/present-matches.js';
import { requireMyPlayerId } from './friendly-access.js';
import { listFriendlyMatches } from './list-friendly-matches.js';
import { listFriendlyVenues } from './list-friendly-venues.js';
import { presentFriendlyMatches } from './present-friendly-matches.js';
import { scheduleFriendlyMatch } from './schedule-friendly-match.js';
import { submitFriendlyMatch } from './submit-friendly-match.js';

const tags = ['friendly matches'];

/** Friendly matches (spec 3 §2, §7; decision 027): the list, the player's submission and the back office's schedule. */
export const friendlyMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/friendly-matches',
    {
      schema: {
        tags,
        summary:
          'Friendlies newest first: all for an admin, an organiser’s (scheduled by it or at its clubs) for its staff, a player’s own for a player.',
        querystring: ZFriendlyMatchListQuery,
        response: { 200: ZFriendlyMatchList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const found = await listFriendlyMatches(app.db, user, request.query);
      return { data: await presentFriendlyMatches(app.db, found.rows, user), meta: found.meta };
    },
  );

  app.get(
    '/api/friendly-matches/venues',
    {
      schema: {
        tags,
        summary:
          'The clubs with their surfaces: every club for the wizard (mode=wizard), the organiser’s and the shared ones for the back office’s schedule screen (mode=schedule).',
        querystring: ZFriendlyVenuesQuery,
        response: { 200: ZFriendlyVenues, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { mode } = request.query;
      const user = mode === 'schedule' ? requireBackoffice(request) : requireUser(request);
      return { data: await listFriendlyVenues(app.db, user, mode) };
    },
  );

  app.post(
    '/api/friendly-matches',
    {
      schema: {
        tags,
        summary:
          'friendly: true, the wizard: the signed-in player (home player 1) records a played friendly with its score. friendly: false, the back office schedules one without a score.',
        body: ZFriendlyMatchRequest,
        response: { 200: ZMatchResponse, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.friendly) {
        const user = requireUser(request);
        const playerId = await requireMyPlayerId(app.db, user);
        const row = await withTransaction(app.db, (tx) => submitFriendlyMatch(tx, user, playerId, body));
        return { message: FRIENDLY_MESSAGES.submitted, data: await presentOneMatch(app.db, row, user) };
      }
      const user = requireBackoffice(request);
      const row = await withTransaction(app.db, (tx) => scheduleFriendlyMatch(tx, user, body));
      return { message: MATCH_MESSAGES.scheduled, data: await presentOneMatch(app.db, row, user) };
    },
  );
};
