import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZApproveAllRequest,
  ZBackofficeParticipationRequest,
  ZConfirmPaymentRequest,
  ZCountResponse,
  ZDoublesTeam,
  ZDoublesTeamSearchQuery,
  ZParticipationCreatedResponse,
  ZTournamentParticipationListQuery,
  ZTournamentParticipationListResponse,
  participationCreatedNotice,
  participationsApprovedNotice,
  participationsPaidNotice,
  ZId,
} from '@tennis/contracts';
import { assertManagesHost } from '../../auth/backoffice-policy.js';
import { requireBackoffice } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { flattenFilterParams } from '../../resources/list-query.js';
import { approveAllParticipations } from './approve-all-participations.js';
import { confirmPayment } from './confirm-payment.js';
import { createBackofficeParticipation } from './create-backoffice-participation.js';
import { presentDoublesTeam } from './doubles-teams.js';
import { listParticipations } from './list-participations.js';
import { requireTournamentWithHostBackoffice } from './tournament-with-host.js';
import { findTournament } from '../tournament-access.js';

const ZTournamentParams = z.object({ tournamentId: ZId });
const TAGS = ['tournament-participations'];

const participationListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/tournaments/:tournamentId/participations',
    {
      preValidation: async (request) => {
        request.query = flattenFilterParams(request.query) as typeof request.query;
      },
      schema: {
        tags: TAGS,
        summary: 'Participations of a tournament with filters (state, category, paid, name), pages and sort direction.',
        params: ZTournamentParams,
        querystring: ZTournamentParticipationListQuery,
        response: { 200: ZTournamentParticipationListResponse },
      },
    },
    async (request) => {
      const { tournament } = await requireTournamentWithHostBackoffice(request, app.db, request.params.tournamentId);
      return listParticipations(app.db, tournament, request.query);
    },
  );
};

const addParticipationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tournaments/:tournamentId/participations',
    {
      schema: {
        tags: TAGS,
        summary: 'The back office enters a singles player or a doubles team in categories their gender allows.',
        params: ZTournamentParams,
        body: ZBackofficeParticipationRequest,
        response: { 201: ZParticipationCreatedResponse },
      },
    },
    async (request, reply) => {
      const { user, tournament } = await requireTournamentWithHostBackoffice(
        request,
        app.db,
        request.params.tournamentId,
      );
      const ids = await createBackofficeParticipation(app.db, tournament, request.body, user.id);
      return reply
        .code(201)
        .send({ message: participationCreatedNotice(request.body.tournamentCategoryIds.length), ids });
    },
  );
};

/** Authorizes the back office of the path's tournament, changes many participations and says how many changed. */
async function answerCount(
  db: Db,
  request: { params: { tournamentId: number } } & FastifyRequest,
  notice: (count: number) => string,
  change: (tournamentId: number, userId: number) => Promise<number>,
) {
  const { user, tournament } = await requireTournamentWithHostBackoffice(request, db, request.params.tournamentId);
  const count = await change(tournament.id, user.id);
  return { message: notice(count), count };
}

const manyParticipationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tournaments/:tournamentId/participations/approve-all',
    {
      schema: {
        tags: TAGS,
        summary: 'Approves every pending participation of a category, once.',
        params: ZTournamentParams,
        body: ZApproveAllRequest,
        response: { 200: ZCountResponse },
      },
    },
    async (request) =>
      answerCount(app.db, request, participationsApprovedNotice, (tournamentId, userId) =>
        approveAllParticipations(app.db, {
          tournamentId,
          tournamentCategoryId: request.body.tournamentCategoryId,
          userId,
        }),
      ),
  );

  app.post(
    '/api/tournaments/:tournamentId/confirm-payment',
    {
      schema: {
        tags: TAGS,
        summary: 'Payment on the spot for the chosen participations, all or none.',
        params: ZTournamentParams,
        body: ZConfirmPaymentRequest,
        response: { 200: ZCountResponse },
      },
    },
    async (request) =>
      answerCount(app.db, request, participationsPaidNotice, (tournamentId, userId) =>
        confirmPayment(app.db, {
          tournamentId,
          participationIds: request.body.tournamentCategoryParticipationIds,
          userId,
        }),
      ),
  );
};

const doublesTeamSearchRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/doubles-teams/search',
    {
      schema: {
        tags: TAGS,
        summary: 'The doubles team of two players; 404 when they have none yet.',
        querystring: ZDoublesTeamSearchQuery,
        response: { 200: ZDoublesTeam },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      if (request.query.tournamentId !== undefined) {
        assertManagesHost(user, (await findTournament(app.db, request.query.tournamentId)).hostId);
      }
      return presentDoublesTeam(app.db, request.query.player1Id, request.query.player2Id);
    },
  );
};

/** The back office's participation list, additions and the actions on many rows at once (spec 2 §2, §7). */
export const backofficeParticipationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(participationListRoute);
  await app.register(addParticipationRoute);
  await app.register(manyParticipationRoutes);
  await app.register(doublesTeamSearchRoute);
};
