import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TOURNAMENT_PARTICIPATION_NOTICES as N,
  ZBoostRatingRequest,
  ZEntryStatusRequest,
  ZMessageResponse,
  ZRejectParticipationRequest,
  ZSeedRequest,
  participationsPaidNotice,
  ZId,
} from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { changeParticipation, type ParticipationChange } from './change-participation.js';
import { requireTournamentWithHostBackoffice } from './tournament-with-host.js';

const ZParams = z.object({ tournamentId: ZId, participationId: ZId });
const ZEmpty = z.object({}).strict().nullish();
const TAGS = ['tournament-participations'];
const BASE = '/api/tournaments/:tournamentId/participations/:participationId';

const response = { 200: ZMessageResponse };

/** Authorizes the back office of the path's tournament, then makes the change under the shared rules. */
async function act(
  db: Db,
  request: { params: z.infer<typeof ZParams> } & Parameters<typeof requireTournamentWithHostBackoffice>[0],
  change: ParticipationChange,
) {
  const { user, tournament } = await requireTournamentWithHostBackoffice(request, db, request.params.tournamentId);
  await changeParticipation(db, {
    tournamentId: tournament.id,
    participationId: request.params.participationId,
    hasRating: tournament.hostHasRating,
    userId: user.id,
    change,
  });
}

const plainActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const simple: Array<[string, ParticipationChange, string]> = [
    ['approve', { action: 'approve' }, N.approved],
    ['reset', { action: 'reset' }, N.reset],
    ['mark-as-paid', { action: 'mark-as-paid' }, participationsPaidNotice(1)],
    ['cancel-payment', { action: 'cancel-payment' }, N.paymentCancelled],
    ['unseed', { action: 'unseed' }, N.unseeded],
  ];
  for (const [path, change, message] of simple) {
    app.post(
      `${BASE}/${path}`,
      { schema: { tags: TAGS, summary: `Participation action: ${path}.`, params: ZParams, body: ZEmpty, response } },
      async (request) => {
        await act(app.db, request, change);
        return { message };
      },
    );
  }
};

const actionWithInputRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${BASE}/reject`,
    {
      schema: {
        tags: TAGS,
        summary: 'Rejects a pending participation; with cascadeDeletion (default) it is removed too.',
        params: ZParams,
        body: ZRejectParticipationRequest,
        response,
      },
    },
    async (request) => {
      await act(app.db, request, {
        action: 'reject',
        notes: request.body.notes ?? null,
        cascadeDeletion: request.body.cascadeDeletion,
      });
      return { message: N.rejected };
    },
  );

  app.post(
    `${BASE}/seed`,
    {
      schema: {
        tags: TAGS,
        summary: 'Seeds an approved participation; a seed is unique within its category.',
        params: ZParams,
        body: ZSeedRequest,
        response,
      },
    },
    async (request) => {
      await act(app.db, request, { action: 'seed', seed: request.body.seed });
      return { message: N.seeded };
    },
  );

  app.post(
    `${BASE}/boost-rating`,
    {
      schema: {
        tags: TAGS,
        summary: 'Boosts the tennis rating in the category by 1 to 250 (hosts with the rating feature).',
        params: ZParams,
        body: ZBoostRatingRequest,
        response,
      },
    },
    async (request) => {
      await act(app.db, request, { action: 'boost-rating', boost: request.body.boost });
      return { message: N.boosted };
    },
  );
};

const entryStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${BASE}/entry-status`,
    {
      schema: {
        tags: TAGS,
        summary: 'Sets how the entrant got in (direct, WC, Q, LL, PR, SE, ALT); a doubles pair shares it.',
        params: ZParams,
        body: ZEntryStatusRequest,
        response,
      },
    },
    async (request) => {
      await act(app.db, request, { action: 'entry-status', entryStatus: request.body.entryStatus });
      return { message: N.entryStatusSet };
    },
  );
};

const deleteParticipationRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    BASE,
    { schema: { tags: TAGS, summary: 'Deletes a rejected participation permanently.', params: ZParams, response } },
    async (request) => {
      await act(app.db, request, { action: 'delete' });
      return { message: N.deleted };
    },
  );
};

/** The row actions of the participations list (spec 2 §4): each one checked by the shared rules, 409 when the state forbids it. */
export const participationActionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(plainActionRoutes);
  await app.register(actionWithInputRoutes);
  await app.register(entryStatusRoute);
  await app.register(deleteParticipationRoute);
};
