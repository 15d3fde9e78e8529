import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TOURNAMENT_NOTICES,
  ZAddTournamentCategoryRequest,
  ZCategoryVisibilityRequest,
  ZMessageResponse,
  ZTournamentCategoriesResponse,
  ZTournamentCategorySavedResponse,
  ZId,
} from '@tennis/contracts';
import { requireGod } from '../auth/policy.js';
import { loadTournamentCategories } from './load-tournament-categories.js';
import { isGodRequest, requireTournamentBackoffice } from './tournament-access.js';
import {
  addTournamentCategory,
  availableHostCategories,
  deleteTournamentCategory,
  setCategoryVisible,
} from './tournament-categories.js';

const ZTournamentParams = z.object({ tournamentId: ZId });
const ZCategoryParams = z.object({ tournamentId: ZId, categoryId: ZId });

const categoryListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tournaments/:tournamentId/tournament-categories',
    {
      schema: {
        tags: ['tournaments'],
        summary: "The tournament's categories with their entries, and the host categories that can still be added.",
        params: ZTournamentParams,
        response: { 200: ZTournamentCategoriesResponse },
      },
    },
    async (request) => {
      const { tournament } = await requireTournamentBackoffice(request, app.db, request.params.tournamentId);
      return {
        data: await loadTournamentCategories(app.db, tournament.id),
        available: await availableHostCategories(app.db, tournament.id, tournament.hostId),
        permissions: {
          update: tournament.state !== 'archived',
          delete: isGodRequest(request) && tournament.state !== 'archived',
        },
      };
    },
  );

  app.post(
    '/api/tournaments/:tournamentId/tournament-categories',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          "Adds one of the host's categories (hostCategoryId), played in a match format (TODS code; the league's by default).",
        params: ZTournamentParams,
        body: ZAddTournamentCategoryRequest,
        response: { 201: ZTournamentCategorySavedResponse },
      },
    },
    async (request, reply) => {
      const { user, tournament } = await requireTournamentBackoffice(request, app.db, request.params.tournamentId);
      const { hostCategoryId, matchFormat } = request.body;
      const data = await addTournamentCategory(app.db, tournament.id, hostCategoryId, user.id, matchFormat);
      return reply.code(201).send({ message: TOURNAMENT_NOTICES.categoryAdded, data });
    },
  );
};

const categoryChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tournaments/:tournamentId/tournament-categories/:categoryId/visibility',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Shows or hides a category on the public pages.',
        params: ZCategoryParams,
        body: ZCategoryVisibilityRequest,
        response: { 200: ZTournamentCategorySavedResponse },
      },
    },
    async (request) => {
      const { user, tournament } = await requireTournamentBackoffice(request, app.db, request.params.tournamentId);
      const data = await setCategoryVisible(
        app.db,
        tournament.id,
        request.params.categoryId,
        request.body.visible,
        user.id,
      );
      return { message: TOURNAMENT_NOTICES.categoryVisibility, data };
    },
  );

  app.delete(
    '/api/tournaments/:tournamentId/tournament-categories/:categoryId',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Deletes a category with its participations, groups and matches: god mode only, irreversible.',
        params: ZCategoryParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const { tournament } = await requireTournamentBackoffice(request, app.db, request.params.tournamentId);
      const user = requireGod(request);
      await deleteTournamentCategory(app.db, tournament.id, request.params.categoryId, user.id);
      return { message: TOURNAMENT_NOTICES.categoryDeleted };
    },
  );
};

/** The categories page: list, add from the host's categories, show/hide, delete (god mode). */
export const tournamentCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryListRoutes);
  await app.register(categoryChangeRoutes);
};
