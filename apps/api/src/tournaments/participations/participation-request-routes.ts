import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PARTICIPATION_REQUEST_NOTICES,
  ZMessageResponse,
  ZParticipationCreatedResponse,
  ZParticipationRequestListResponse,
  ZId,
} from '@tennis/contracts';
import { confirmParticipationRequest } from './confirm-participation-request.js';
import { listParticipationRequests } from './list-participation-requests.js';
import { rejectParticipationRequest } from './reject-participation-request.js';
import { requireTournamentWithHostBackoffice } from './tournament-with-host.js';

const ZTournamentParams = z.object({ tournamentId: ZId });
const ZRequestParams = z.object({ tournamentId: ZId, requestId: ZId });
const TAGS = ['tournament-participations'];

/** Sign-ups naming an existing player's phone, which the tournament's back office confirms or rejects. */
export const participationRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/tournaments/:tournamentId/participation-requests',
    {
      schema: {
        tags: TAGS,
        summary: 'The sign-ups waiting for confirmation: the details as sent and the player each phone belongs to.',
        params: ZTournamentParams,
        response: { 200: ZParticipationRequestListResponse },
      },
    },
    async (request) => {
      const { tournament } = await requireTournamentWithHostBackoffice(request, app.db, request.params.tournamentId);
      return { data: await listParticipationRequests(app.db, tournament.id) };
    },
  );

  app.post(
    '/api/tournaments/:tournamentId/participation-requests/:requestId/confirm',
    {
      schema: {
        tags: TAGS,
        summary:
          'Confirms a request: its entries are written (pending, like any sign-up); 409 when the tournament is full or a player is already in a category.',
        params: ZRequestParams,
        response: { 200: ZParticipationCreatedResponse },
      },
    },
    async (request) => {
      const { user, tournament } = await requireTournamentWithHostBackoffice(
        request,
        app.db,
        request.params.tournamentId,
      );
      const ids = await confirmParticipationRequest(app.db, tournament, request.params.requestId, user.id);
      return { message: PARTICIPATION_REQUEST_NOTICES.confirmed, ids };
    },
  );

  app.delete(
    '/api/tournaments/:tournamentId/participation-requests/:requestId',
    {
      schema: {
        tags: TAGS,
        summary: 'Rejects a request: nobody is entered.',
        params: ZRequestParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const { user, tournament } = await requireTournamentWithHostBackoffice(
        request,
        app.db,
        request.params.tournamentId,
      );
      await rejectParticipationRequest(app.db, tournament.id, request.params.requestId, user.id);
      return { message: PARTICIPATION_REQUEST_NOTICES.rejected };
    },
  );
};
