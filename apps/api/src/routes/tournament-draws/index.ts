import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DRAW_NOTICES,
  ZCategoryDrawResponse,
  ZCategoryIdParams,
  ZAddGroupParticipantRequest,
  ZAddGroupRequest,
  ZErrorResponse,
  ZGroupParams,
  ZGroupParticipantParams,
  ZInitializeDrawRequest,
  ZNotModified,
  ZOrderOfPlayParams,
  ZOrderOfPlayQuery,
  ZOrderOfPlayResponse,
  ZProceedToKnockoutRequest,
} from '@tennis/contracts';
import { isBackoffice, requireUser } from '../../auth/policy.js';
import { withTransaction } from '../../db/client.js';
import { forbidden } from '../../lib/http-error.js';
import { replyWithCachedBody } from '../../lib/reply-with-cached-body.js';
import { registerMatchHooks } from '../../matches/match-hooks.js';
import { addQualifierMatch } from '@tennis/domain';
import { applyCategoryDrawMove } from '../../tournaments/draws/apply-draw-move.js';
import { addGroup, addGroupParticipant, deleteLastGroup, removeGroupParticipant } from '../../tournaments/draws/change-groups.js';
import { proceedToKnockout } from '../../tournaments/draws/proceed-to-knockout.js';
import { initializeRoundRobin } from '../../tournaments/draws/initialize-round-robin.js';
import { initializeKnockoutDraw } from '../../tournaments/draws/initialize-knockout-draw.js';
import { loadCategoryDraw } from '../../tournaments/draws/load-category-draw.js';
import { loadOrderOfPlay } from '../../tournaments/draws/load-order-of-play.js';
import { proceedAllByes } from '../../tournaments/draws/proceed-byes.js';
import { publicDrawCache } from '../../tournaments/draws/public-draw-cache.js';
import { publicOrderOfPlayCache } from '../../tournaments/draws/public-order-of-play-cache.js';
import { assignCategoryRandomSeeds, confirmCategorySeeds } from '../../tournaments/draws/set-category-seeds.js';
import { tournamentMatchHooks } from '../../tournaments/draws/tournament-match-hooks.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

const refusals = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse };

function backofficeUser(request: FastifyRequest) {
  const user = requireUser(request);
  if (!isBackoffice(user)) throw forbidden();
  return user;
}

/**
 * The back office sees its own actions on a draw, so it is answered fresh and
 * kept out of shared caches; everyone else gets the cached public answer.
 */
function answeredLive(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isBackoffice(request.user)) return false;
  reply.header('cache-control', 'private, no-store');
  return true;
}

/** Knockout draws of tournament categories and the order of play (spec 2 §7 "Categories, draws, round robin"). */
export const tournamentDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  // A result in a draw moves its winner on; taking it back moves them back.
  registerMatchHooks('tournament', tournamentMatchHooks);
  const category = { tags: ['tournament draws'], params: ZCategoryIdParams, response: { 200: ZCategoryDrawResponse, ...refusals } };

  app.get(
    '/api/tournaments/tournament-categories/:id/draw',
    {
      config: { sharedCache: true },
      schema: {
        ...category,
        response: { ...category.response, 304: ZNotModified },
        summary: 'The category details: its draw round by round, winner and finalist; with ETag outside the back office.',
      },
    },
    async (request, reply) => {
      if (answeredLive(request, reply)) return { data: await loadCategoryDraw(app.db, request.params.id, request.user) };
      return replyWithCachedBody(request, reply, await publicDrawCache.get(app.db, request.params.id));
    },
  );

  app.post(
    '/api/tournaments/tournament-categories/:id/initialize',
    { schema: { ...category, summary: 'Makes the knockout draw (auto-draw) or the round-robin groups; irreversible: a second call is 409.', body: ZInitializeDrawRequest } },
    async (request) => {
      const user = backofficeUser(request);
      const { body } = request;
      await withTransaction(app.db, (tx) => (body.roundRobin ? initializeRoundRobin(tx, request.params.id, user, body) : initializeKnockoutDraw(tx, request.params.id, user, body)));
      return { message: DRAW_NOTICES.initialized, data: await loadCategoryDraw(app.db, request.params.id, user) };
    },
  );

  app.post('/api/tournaments/tournament-categories/:id/proceed-all-byes', { schema: { ...category, summary: 'Advances every ready bye match.' } }, async (request) => {
    const user = backofficeUser(request);
    await withTransaction(app.db, (tx) => proceedAllByes(tx, request.params.id, user));
    return { message: DRAW_NOTICES.byesProceeded, data: await loadCategoryDraw(app.db, request.params.id, user) };
  });

  app.post('/api/tournaments/tournament-categories/:id/seed-participations', { schema: { ...category, summary: 'Confirms the seeds set by hand (before initialisation).' } }, async (request) => {
    const user = backofficeUser(request);
    await withTransaction(app.db, (tx) => confirmCategorySeeds(tx, request.params.id, user));
    return { message: DRAW_NOTICES.seedsSet, data: await loadCategoryDraw(app.db, request.params.id, user) };
  });

  app.post('/api/tournaments/tournament-categories/:id/assign-random-seeds', { schema: { ...category, summary: 'Seeds the best-rated entrants, by lot among equal ratings.' } }, async (request) => {
    const user = backofficeUser(request);
    await withTransaction(app.db, (tx) => assignCategoryRandomSeeds(tx, request.params.id, user));
    return { message: DRAW_NOTICES.seedsSet, data: await loadCategoryDraw(app.db, request.params.id, user) };
  });

  app.post('/api/tournaments/tournament-categories/:id/add-qualifier-match', { schema: { ...category, summary: 'Adds a qualifier match feeding a free first-round line.' } }, async (request) => {
    const user = backofficeUser(request);
    await withTransaction(app.db, (tx) => applyCategoryDrawMove(tx, request.params.id, user, 'qualifier-match-added', (draw) => addQualifierMatch(draw)));
    return { message: DRAW_NOTICES.qualifierMatchAdded, data: await loadCategoryDraw(app.db, request.params.id, user) };
  });

  const base = '/api/tournaments/tournament-categories/:id/round-robin-groups';
  const answer = async (categoryId: number, message: string, request: FastifyRequest) => ({ message, data: await loadCategoryDraw(app.db, categoryId, request.user) });

  app.post(base, { schema: { ...category, summary: 'Adds an empty group (size 4) after the last one.', body: ZAddGroupRequest } }, async (request) => {
    const user = backofficeUser(request);
    await withTransaction(app.db, (tx) => addGroup(tx, request.params.id, user));
    return answer(request.params.id, DRAW_NOTICES.groupAdded, request);
  });

  app.delete(`${base}/:groupId`, { schema: { ...category, params: ZGroupParams, summary: 'Deletes the last group, unless it has results.' } }, async (request) => {
    const user = backofficeUser(request);
    await withTransaction(app.db, (tx) => deleteLastGroup(tx, request.params.id, request.params.groupId, user));
    return answer(request.params.id, DRAW_NOTICES.groupDeleted, request);
  });

  app.post(
    `${base}/:groupId/add-participant`,
    { schema: { ...category, params: ZGroupParams, body: ZAddGroupParticipantRequest, summary: 'Puts an approved entrant into the group, with their matches.' } },
    async (request) => {
      const user = backofficeUser(request);
      await withTransaction(app.db, (tx) => addGroupParticipant(tx, request.params.id, request.params.groupId, user, request.body));
      return answer(request.params.id, DRAW_NOTICES.groupParticipantAdded, request);
    },
  );

  app.delete(
    `${base}/:groupId/group-participants/:gpId`,
    { schema: { ...category, params: ZGroupParticipantParams, summary: 'Takes a participant without results out of the group.' } },
    async (request) => {
      const user = backofficeUser(request);
      await withTransaction(app.db, (tx) => removeGroupParticipant(tx, request.params.id, request.params.groupId, request.params.gpId, user));
      return answer(request.params.id, DRAW_NOTICES.groupParticipantRemoved, request);
    },
  );

  app.post(
    '/api/tournaments/tournament-categories/:id/proceed-to-knockout-phase',
    { schema: { ...category, body: ZProceedToKnockoutRequest, summary: 'Ends the group phase: the picks enter a new knockout category and its draw.' } },
    async (request) => {
      const user = backofficeUser(request);
      const knockoutId = await withTransaction(app.db, (tx) => proceedToKnockout(tx, request.params.id, user, request.body.selectedParticipantIds));
      return answer(knockoutId, DRAW_NOTICES.proceededToKnockout, request);
    },
  );

  app.get(
    '/api/tournaments/:tournamentId/order-of-play',
    {
      config: { sharedCache: true },
      schema: {
        tags: ['tournament draws'],
        summary: "The tournament's matches of one day (Europe/Athens), in time order; with ETag outside the back office.",
        params: ZOrderOfPlayParams,
        querystring: ZOrderOfPlayQuery,
        response: { 200: ZOrderOfPlayResponse, 304: ZNotModified, ...refusals },
      },
    },
    async (request, reply) => {
      const { tournamentId } = request.params;
      const { date } = request.query;
      if (answeredLive(request, reply)) return { data: await loadOrderOfPlay(app.db, tournamentId, date, request.user) };
      return replyWithCachedBody(request, reply, await publicOrderOfPlayCache.get(app.db, { tournamentId, date }));
    },
  );
};
