import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MATCH_MESSAGES,
  ZMatchIdParams,
  ZMatchResponse,
  ZMatchScheduleRequest,
  ZMatchScoreRequest,
  ZOrderOfPlayCommentsRequest,
  ZSwapParticipantRequest,
} from '@tennis/contracts';
import { requireBackoffice } from '../auth/policy.js';
import { withTransaction } from '../db/client.js';
import { backofficeRefusals } from '../lib/error-responses.js';
import { swapParticipant } from '../championships/matches/swap-participant.js';
import { presentOneMatch } from './present-matches.js';
import { rollbackMatch } from './rollback-match.js';
import { scheduleMatch } from './schedule-match.js';
import { scoreMatch } from './score-match.js';
import { toggleFeatured, updateOrderOfPlayComments } from './update-match-details.js';

/** Match actions of every kind (spec 2 §7, spec 3 §7 Matches): score, rollback, schedule, swap, featured, comments. */
export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['matches'], params: ZMatchIdParams, response: { 200: ZMatchResponse, ...backofficeRefusals } };

  app.post(
    '/api/matches/:id/score',
    {
      schema: {
        ...base,
        summary: 'Enters the score and concludes the match (one scorer wins, the other gets 409).',
        body: ZMatchScoreRequest,
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const row = await withTransaction(app.db, (tx) => scoreMatch(tx, request.params.id, user, request.body));
      return { message: MATCH_MESSAGES.scored, data: await presentOneMatch(app.db, row, user) };
    },
  );

  app.post(
    '/api/matches/:id/rollback',
    { schema: { ...base, summary: 'Takes a concluded match back to scheduled, without score.' } },
    async (request) => {
      const user = requireBackoffice(request);
      const row = await withTransaction(app.db, (tx) => rollbackMatch(tx, request.params.id, user));
      return { message: MATCH_MESSAGES.rolledBack, data: await presentOneMatch(app.db, row, user) };
    },
  );

  app.post(
    '/api/matches/:id/schedule',
    { schema: { ...base, summary: 'Sets the time (15-minute grid), club and surface.', body: ZMatchScheduleRequest } },
    async (request) => {
      const user = requireBackoffice(request);
      const row = await withTransaction(app.db, (tx) => scheduleMatch(tx, request.params.id, user, request.body));
      return { message: MATCH_MESSAGES.scheduled, data: await presentOneMatch(app.db, row, user) };
    },
  );

  app.post(
    '/api/matches/:id/swap-participant',
    {
      schema: {
        ...base,
        summary: 'Replaces the home or away side of a scheduled championship match.',
        body: ZSwapParticipantRequest,
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const { row, message } = await withTransaction(app.db, (tx) =>
        swapParticipant(tx, request.params.id, user, request.body),
      );
      return { message, data: await presentOneMatch(app.db, row, user) };
    },
  );

  app.post(
    '/api/matches/:id/toggle-featured',
    { schema: { ...base, summary: 'Flips the featured flag.' } },
    async (request) => {
      const user = requireBackoffice(request);
      const { row, message } = await withTransaction(app.db, (tx) => toggleFeatured(tx, request.params.id, user));
      return { message, data: await presentOneMatch(app.db, row, user) };
    },
  );

  app.post(
    '/api/matches/:id/update-oop-comments',
    { schema: { ...base, summary: 'Sets the order-of-play comments.', body: ZOrderOfPlayCommentsRequest } },
    async (request) => {
      const user = requireBackoffice(request);
      const row = await withTransaction(app.db, (tx) =>
        updateOrderOfPlayComments(tx, request.params.id, user, request.body.orderOfPlayComments),
      );
      return { message: MATCH_MESSAGES.commentsSaved, data: await presentOneMatch(app.db, row, user) };
    },
  );
};
