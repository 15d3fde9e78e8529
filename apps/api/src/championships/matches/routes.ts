import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MATCH_MESSAGES,
  MATCH_WORTH_MESSAGES,
  ZCommonAvailabilityQuery,
  ZCommonAvailabilityResponse,
  ZChampionshipMatchFilters,
  ZChampionshipMatchList,
  ZChampionshipMatchListQuery,
  ZChampionshipMatchParams,
  ZChampionshipMatchRescheduleRequest,
  ZChampionshipMatchScheduleRequest,
  ZChampionshipPlayerOptions,
  ZChampionshipPlayerQuery,
  ZChampionshipScheduleForm,
  ZIdParams,
  ZMatchResponse,
  ZMatchWorthResponse,
  ZMessageResponse,
  ZPairWorthQuery,
} from '@tennis/contracts';
import { requireBackoffice } from '../../auth/policy.js';
import { loadCommonAvailability } from './common-availability.js';
import { loadPairWorth } from '../../matches/worth/load-match-worth.js';
import { deleteChampionshipMatch } from './delete-championship-match.js';
import { exportChampionshipMatches } from './export-championship-matches.js';
import { listChampionshipMatches } from './list-championship-matches.js';
import { loadManagedChampionship } from './load-managed-championship.js';
import { loadScheduleForm } from './load-schedule-form.js';
import { rescheduleChampionshipMatch } from './reschedule-championship-match.js';
import { scheduleChampionshipMatch } from './schedule-championship-match.js';
import { searchChampionshipPlayers } from './search-championship-players.js';
import { withTransaction } from '../../db/client.js';
import { backofficeRefusals } from '../../lib/error-responses.js';
import { conflict } from '../../lib/http-error.js';
import { presentMatches, presentOneMatch } from '../../matches/present-matches.js';

const tags = ['championship matches'];
const matchListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/championships/:id/matches',
    {
      schema: {
        tags,
        summary: 'Matches of the championship, newest first, ten a page unless pageLength asks otherwise.',
        params: ZIdParams,
        querystring: ZChampionshipMatchListQuery,
        response: { 200: ZChampionshipMatchList, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      await loadManagedChampionship(app.db, request.params.id, user);
      const { page, pageLength, ...filters } = request.query;
      const found = await listChampionshipMatches(app.db, request.params.id, filters, { page, pageLength });
      return { data: await presentMatches(app.db, found.rows, user), meta: found.meta };
    },
  );

  app.get(
    '/api/backoffice/championships/:id/exports/matches',
    {
      schema: {
        tags,
        summary: 'The filtered matches as an xlsx workbook.',
        params: ZIdParams,
        querystring: ZChampionshipMatchFilters,
        response: {
          200: z.unknown().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
          ...backofficeRefusals,
        },
      },
    },
    async (request, reply) => {
      const user = requireBackoffice(request);
      await loadManagedChampionship(app.db, request.params.id, user);
      const workbook = await exportChampionshipMatches(app.db, request.params.id, request.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="championship-${request.params.id}-matches.xlsx"`)
        .send(workbook);
    },
  );
};

const schedulePickerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/championships/:id/players',
    {
      schema: {
        tags,
        summary: 'Approved players for the schedule pickers, with ATRP and ball history (at most 20).',
        params: ZIdParams,
        querystring: ZChampionshipPlayerQuery,
        response: { 200: ZChampionshipPlayerOptions, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      await loadManagedChampionship(app.db, request.params.id, user);
      return { data: await searchChampionshipPlayers(app.db, request.params.id, request.query.q) };
    },
  );

  app.get(
    '/api/championships/:id/common-availability',
    {
      schema: {
        tags,
        summary:
          'The hours two approved players of the championship both declared free in the coming two weeks, at least 90 minutes each (Athens times).',
        params: ZIdParams,
        querystring: ZCommonAvailabilityQuery,
        response: { 200: ZCommonAvailabilityResponse, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      await loadManagedChampionship(app.db, request.params.id, user);
      const { player1Id, player2Id } = request.query;
      return { data: await loadCommonAvailability(app.db, request.params.id, player1Id, player2Id) };
    },
  );

  app.get(
    '/api/championships/:id/match-worth',
    {
      schema: {
        tags,
        summary:
          'What a win would give each of two approved players were they to meet today: the schedule screen’s preview before the match exists (computed, never stored).',
        params: ZIdParams,
        querystring: ZPairWorthQuery,
        response: { 200: ZMatchWorthResponse, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const championship = await loadManagedChampionship(app.db, request.params.id, user);
      if (championship.type !== 'singles') throw conflict(MATCH_WORTH_MESSAGES.notApplicable);
      const { homePlayerId, awayPlayerId } = request.query;
      return { data: await loadPairWorth(app.db, championship.id, homePlayerId, awayPlayerId) };
    },
  );

  app.get(
    '/api/championships/:id/matches/schedule-form',
    {
      schema: {
        tags,
        summary: 'The schedule screen: championship type and its venues with their surfaces.',
        params: ZIdParams,
        response: { 200: ZChampionshipScheduleForm, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const championship = await loadManagedChampionship(app.db, request.params.id, user);
      return loadScheduleForm(app.db, championship);
    },
  );
};

const matchChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/championships/:id/matches/schedule',
    {
      schema: {
        tags,
        summary: 'Schedules a match; with a score it is concluded at once.',
        params: ZIdParams,
        body: ZChampionshipMatchScheduleRequest,
        response: { 200: ZMatchResponse, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const row = await withTransaction(app.db, (tx) =>
        scheduleChampionshipMatch(tx, request.params.id, user, request.body),
      );
      return { message: MATCH_MESSAGES.scheduled, data: await presentOneMatch(app.db, row, user) };
    },
  );

  app.post(
    '/api/championships/:id/matches/:matchId/reschedule',
    {
      schema: {
        tags,
        summary: 'Moves a scheduled match: time, club, surface, phase, comments.',
        params: ZChampionshipMatchParams,
        body: ZChampionshipMatchRescheduleRequest,
        response: { 200: ZMatchResponse, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const { id, matchId } = request.params;
      const row = await withTransaction(app.db, (tx) =>
        rescheduleChampionshipMatch(tx, id, matchId, user, request.body),
      );
      return { message: MATCH_MESSAGES.rescheduled, data: await presentOneMatch(app.db, row, user) };
    },
  );

  app.delete(
    '/api/championships/:id/matches/:matchId',
    {
      schema: {
        tags,
        summary: 'Deletes a scheduled match (a concluded one is rolled back first: 409).',
        params: ZChampionshipMatchParams,
        response: { 200: ZMessageResponse, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const { id, matchId } = request.params;
      await withTransaction(app.db, async (tx) => {
        await loadManagedChampionship(tx, id, user);
        await deleteChampionshipMatch(tx, id, matchId, user);
      });
      return { message: MATCH_MESSAGES.deleted };
    },
  );
};

/** The back office's championship matches (spec 3 §2, §7): schedule, reschedule, delete, list, export, player pickers. */
export const championshipMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(matchListRoutes);
  await app.register(schedulePickerRoutes);
  await app.register(matchChangeRoutes);
};
