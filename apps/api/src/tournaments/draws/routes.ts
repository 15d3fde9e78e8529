import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DRAW_NOTICES,
  ZAddQualifierMatchRequest,
  ZCategoryDrawResponse,
  ZCategoryIdParams,
  ZAddGroupParticipantRequest,
  ZAddGroupRequest,
  ZGroupMatchParams,
  ZGroupParams,
  ZGroupParticipantParams,
  ZInitializeDrawRequest,
  ZNotModified,
  ZOrderOfPlayParams,
  ZOrderOfPlayQuery,
  ZOrderOfPlayResponse,
  ZRenameGroupRequest,
  ZSeedParticipationsRequest,
  ZTournamentCategoryParams,
  type TTournamentCategoryParams,
} from '@tennis/contracts';
import { isBackoffice } from '../../auth/backoffice-policy.js';
import { requireBackoffice } from '../../auth/policy.js';
import { withTransaction, type Db } from '../../db/client.js';
import { backofficeRefusals } from '../../lib/error-responses.js';
import { replyWithCachedBody } from '../../lib/reply-with-cached-body.js';
import { addQualifierMatch } from '@tennis/domain';
import { applyCategoryDrawMove } from './apply-draw-move.js';
import { findDrawLine } from './find-draw-line.js';
import {
  addGroup,
  addGroupParticipant,
  deleteLastGroup,
  removeGroupParticipant,
  renameGroup,
} from './change-groups.js';
import { bringInAlternate, cancelGroupMatch, withdrawGroupParticipant } from './group-withdrawals.js';
import { proceedToKnockout } from './proceed-to-knockout.js';
import { initializeRoundRobin } from './initialize-round-robin.js';
import { initializeKnockoutDraw } from './initialize-knockout-draw.js';
import { loadCategoryDraw } from './load-category-draw.js';
import { loadOrderOfPlay } from './load-order-of-play.js';
import { proceedAllByes } from './proceed-byes.js';
import { requireCategoryOfTournament } from './require-category-of-tournament.js';
import { publicDrawCache } from './public-draw-cache.js';
import { publicOrderOfPlayCache } from './public-order-of-play-cache.js';
import { assignCategoryRandomSeeds, setCategorySeedCount } from './set-category-seeds.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The back office sees its own actions on a draw, so it is answered fresh and
 * kept out of shared caches; everyone else gets the cached public answer.
 */
function answeredLive(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isBackoffice(request.user)) return false;
  reply.header('cache-control', 'private, no-store');
  return true;
}

const category = {
  tags: ['tournament draws'],
  params: ZCategoryIdParams,
  response: { 200: ZCategoryDrawResponse, ...backofficeRefusals },
};
const nested = { ...category, params: ZTournamentCategoryParams };
const path = '/api/tournaments/:tournamentId/tournament-categories/:categoryId';
const groups = `${path}/round-robin-groups`;

/** The back-office user, once the category is known to belong to the path's tournament. */
async function backofficeOfCategory(db: Db, request: FastifyRequest, params: TTournamentCategoryParams) {
  const user = requireBackoffice(request);
  await requireCategoryOfTournament(db, params.tournamentId, params.categoryId);
  return user;
}

const drawReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/tournament-categories/:id/draw',
    {
      config: { sharedCache: true },
      schema: {
        ...category,
        response: { ...category.response, 304: ZNotModified },
        summary:
          'The category details: its draw round by round, winner and finalist; with ETag outside the back office.',
      },
    },
    async (request, reply) => {
      if (answeredLive(request, reply))
        return { data: await loadCategoryDraw(app.db, request.params.id, request.user) };
      return replyWithCachedBody(request, reply, await publicDrawCache.get(app.db, request.params.id));
    },
  );

  app.get(
    '/api/tournaments/:tournamentId/order-of-play',
    {
      config: { sharedCache: true },
      schema: {
        tags: ['tournament draws'],
        summary:
          "The tournament's matches of one day (Europe/Athens), in time order; with ETag outside the back office.",
        params: ZOrderOfPlayParams,
        querystring: ZOrderOfPlayQuery,
        response: { 200: ZOrderOfPlayResponse, 304: ZNotModified, ...backofficeRefusals },
      },
    },
    async (request, reply) => {
      const { tournamentId } = request.params;
      const { date } = request.query;
      if (answeredLive(request, reply))
        return { data: await loadOrderOfPlay(app.db, tournamentId, date, request.user) };
      return replyWithCachedBody(request, reply, await publicOrderOfPlayCache.get(app.db, { tournamentId, date }));
    },
  );
};

const drawSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${path}/initialize`,
    {
      schema: {
        ...nested,
        summary: 'Makes the knockout draw (auto-draw) or the round-robin groups; irreversible: a second call is 409.',
        body: ZInitializeDrawRequest,
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      const { body } = request;
      await withTransaction(app.db, (tx) =>
        body.roundRobin
          ? initializeRoundRobin(tx, categoryId, user, body)
          : initializeKnockoutDraw(tx, categoryId, user, body),
      );
      return { message: DRAW_NOTICES.initialized, data: await loadCategoryDraw(app.db, categoryId, user) };
    },
  );

  app.post(
    `${path}/proceed-all-byes`,
    { schema: { ...nested, summary: 'Advances every ready bye match.' } },
    async (request) => {
      const { categoryId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => proceedAllByes(tx, categoryId, user));
      return { message: DRAW_NOTICES.byesProceeded, data: await loadCategoryDraw(app.db, categoryId, user) };
    },
  );

  app.post(
    `${path}/seed-participations`,
    {
      schema: {
        ...nested,
        summary: 'Sets how many seeds the category has (before initialisation); seeds above the count are taken back.',
        body: ZSeedParticipationsRequest,
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => setCategorySeedCount(tx, categoryId, user, request.body.seedCount));
      return { message: DRAW_NOTICES.seedCountSet, data: await loadCategoryDraw(app.db, categoryId, user) };
    },
  );

  app.post(
    `${path}/assign-random-seeds`,
    { schema: { ...nested, summary: 'Seeds the best-rated entrants, by lot among equal ratings.' } },
    async (request) => {
      const { categoryId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => assignCategoryRandomSeeds(tx, categoryId, user));
      return { message: DRAW_NOTICES.seedsSet, data: await loadCategoryDraw(app.db, categoryId, user) };
    },
  );
};

const qualifierMatchRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${path}/add-qualifier-match`,
    {
      schema: {
        ...nested,
        body: ZAddQualifierMatchRequest,
        summary:
          'Adds a qualifier match feeding a free first-round line: the chosen one (409 when not free), else the next by the ITF order.',
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      const chosen = request.body;
      await withTransaction(app.db, async (tx) => {
        const line = chosen ? await findDrawLine(tx, categoryId, chosen) : undefined;
        await applyCategoryDrawMove(tx, categoryId, user, 'qualifier-match-added', (draw) =>
          addQualifierMatch(draw, line),
        );
      });
      return { message: DRAW_NOTICES.qualifierMatchAdded, data: await loadCategoryDraw(app.db, categoryId, user) };
    },
  );
};

const roundRobinGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (categoryId: number, message: string, request: FastifyRequest) => ({
    message,
    data: await loadCategoryDraw(app.db, categoryId, request.user),
  });

  app.post(
    groups,
    { schema: { ...nested, summary: 'Adds an empty group (size 4) after the last one.', body: ZAddGroupRequest } },
    async (request) => {
      const { categoryId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => addGroup(tx, categoryId, user));
      return answer(categoryId, DRAW_NOTICES.groupAdded, request);
    },
  );

  app.delete(
    `${groups}/:groupId`,
    { schema: { ...nested, params: ZGroupParams, summary: 'Deletes the last group, unless it has results.' } },
    async (request) => {
      const { categoryId, groupId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => deleteLastGroup(tx, categoryId, groupId, user));
      return answer(categoryId, DRAW_NOTICES.groupDeleted, request);
    },
  );

  app.put(
    `${groups}/:groupId`,
    {
      schema: {
        ...nested,
        params: ZGroupParams,
        body: ZRenameGroupRequest,
        summary: 'Names the group; an empty name gives back its letter (Α, Β, …).',
      },
    },
    async (request) => {
      const { categoryId, groupId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => renameGroup(tx, categoryId, groupId, user, request.body.nickname));
      return answer(categoryId, DRAW_NOTICES.groupRenamed, request);
    },
  );

  app.post(
    `${groups}/:groupId/add-participant`,
    {
      schema: {
        ...nested,
        params: ZGroupParams,
        body: ZAddGroupParticipantRequest,
        summary: 'Puts an approved entrant into the group, with their matches.',
      },
    },
    async (request) => {
      const { categoryId, groupId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => addGroupParticipant(tx, categoryId, groupId, user, request.body));
      return answer(categoryId, DRAW_NOTICES.groupParticipantAdded, request);
    },
  );

  app.delete(
    `${groups}/:groupId/group-participants/:groupParticipantId`,
    {
      schema: {
        ...nested,
        params: ZGroupParticipantParams,
        summary: 'Takes a participant without results out of the group.',
      },
    },
    async (request) => {
      const { categoryId, groupId, groupParticipantId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => removeGroupParticipant(tx, categoryId, groupId, groupParticipantId, user));
      return answer(categoryId, DRAW_NOTICES.groupParticipantRemoved, request);
    },
  );
};

const groupWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (categoryId: number, message: string, request: FastifyRequest) => ({
    message,
    data: await loadCategoryDraw(app.db, categoryId, request.user),
  });
  const member = `${groups}/:groupId/group-participants/:groupParticipantId`;

  app.post(
    `${member}/withdraw`,
    {
      schema: {
        ...nested,
        params: ZGroupParticipantParams,
        summary: 'Withdraws a participant: their unplayed matches are cancelled, their played ones stay.',
      },
    },
    async (request) => {
      const { categoryId, groupId, groupParticipantId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) =>
        withdrawGroupParticipant(tx, categoryId, groupId, groupParticipantId, user),
      );
      return answer(categoryId, DRAW_NOTICES.participantWithdrawn, request);
    },
  );

  app.post(
    `${member}/alternate`,
    {
      schema: {
        ...nested,
        params: ZGroupParticipantParams,
        body: ZAddGroupParticipantRequest,
        summary: "Brings an alternate into a withdrawn participant's place for the matches that were left.",
      },
    },
    async (request) => {
      const { categoryId, groupId, groupParticipantId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) =>
        bringInAlternate(tx, categoryId, groupId, groupParticipantId, user, request.body),
      );
      return answer(categoryId, DRAW_NOTICES.alternateAdded, request);
    },
  );

  app.post(
    `${groups}/:groupId/group-matches/:matchId/cancel`,
    {
      schema: {
        ...nested,
        params: ZGroupMatchParams,
        summary: 'Cancels a group match without a result.',
      },
    },
    async (request) => {
      const { categoryId, groupId, matchId } = request.params;
      const user = await backofficeOfCategory(app.db, request, request.params);
      await withTransaction(app.db, (tx) => cancelGroupMatch(tx, categoryId, groupId, matchId, user));
      return answer(categoryId, DRAW_NOTICES.groupMatchCancelled, request);
    },
  );
};

const knockoutPhaseRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${path}/proceed-to-knockout-phase`,
    {
      schema: {
        ...nested,
        summary:
          "Ends the group phase: the groups' places enter a new knockout category by the crossover table (Α1–Β2, Β1–Α2, …).",
      },
    },
    async (request) => {
      const user = await backofficeOfCategory(app.db, request, request.params);
      const knockoutId = await withTransaction(app.db, (tx) => proceedToKnockout(tx, request.params.categoryId, user));
      return {
        message: DRAW_NOTICES.proceededToKnockout,
        data: await loadCategoryDraw(app.db, knockoutId, request.user),
      };
    },
  );
};

/** Knockout draws of tournament categories and the order of play (spec 2 §7 "Categories, draws, round robin"). */
export const tournamentDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(drawReadRoutes);
  await app.register(drawSetupRoutes);
  await app.register(qualifierMatchRoute);
  await app.register(roundRobinGroupRoutes);
  await app.register(groupWithdrawalRoutes);
  await app.register(knockoutPhaseRoute);
};
