import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAMPIONSHIP_BACKOFFICE_NOTICES as NOTICES,
  ZApproveParticipationRequest,
  ZBulkMarkPaidRequest,
  ZBulkMarkPaidResponse,
  ZCreateParticipationRequest,
  ZParticipationActionResponse,
  ZParticipationListQuery,
  ZParticipationListResponse,
  ZUpdateParticipationStatusRequest,
  paidNotice,
  ZId,
  ZIdParams,
} from '@tennis/contracts';
import { flattenFilterParams } from '../../resources/list-query.js';
import { requireChampionshipBackoffice } from './championship-access.js';
import { changeParticipation, type ParticipationChange } from './change-participation.js';
import { createParticipation } from './create-participation.js';
import { listParticipations } from './list-participations.js';
import { markParticipationsPaid } from './mark-participations-paid.js';
import { loadParticipation } from './present-participation.js';

const ZParticipationParams = z.object({ id: ZId, pid: ZId });
const TAGS = ['championships-backoffice'];

const participationListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/championships/:id/participations',
    {
      preValidation: async (request) => {
        request.query = flattenFilterParams(request.query) as typeof request.query;
      },
      schema: {
        tags: TAGS,
        summary:
          'Participations with filters (state, status, paid, search by name, accent-insensitive), sort and pages.',
        params: ZIdParams,
        querystring: ZParticipationListQuery,
        response: { 200: ZParticipationListResponse },
      },
    },
    async (request) => {
      const { championship } = await requireChampionshipBackoffice(request, app.db, request.params.id);
      return listParticipations(app.db, championship.id, request.query);
    },
  );
};

const createParticipationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/championships/:id/participations',
    {
      schema: {
        tags: TAGS,
        summary: 'The back office registers a player (same gender rule as registration; 409 when already in).',
        params: ZIdParams,
        body: ZCreateParticipationRequest,
        response: { 201: ZParticipationActionResponse },
      },
    },
    async (request, reply) => {
      const { user, championship } = await requireChampionshipBackoffice(request, app.db, request.params.id);
      const id = await createParticipation(app.db, championship, request.body, user.id);
      return reply.code(201).send({ message: NOTICES.created, data: await loadParticipation(app.db, id) });
    },
  );
};

const bulkMarkPaidRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/championships/:id/participations/mark-as-paid',
    {
      schema: {
        tags: TAGS,
        summary: 'Marks the selected participations as paid, all or none.',
        params: ZIdParams,
        body: ZBulkMarkPaidRequest,
        response: { 200: ZBulkMarkPaidResponse },
      },
    },
    async (request) => {
      const { user, championship } = await requireChampionshipBackoffice(request, app.db, request.params.id);
      const count = await markParticipationsPaid(app.db, {
        championshipId: championship.id,
        participationIds: request.body.participationIds,
        userId: user.id,
      });
      return { message: paidNotice(count), count };
    },
  );
};

const participationActionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** One action route: authorize, change in one transaction, answer the notice and the fresh row. */
  const action = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B | undefined,
    toChange: (body: z.output<B>) => ParticipationChange,
    notice: string,
  ) =>
    app.post(
      `/api/championships/:id/participations/:pid/${path}`,
      {
        schema: {
          tags: TAGS,
          summary,
          params: ZParticipationParams,
          ...(body ? { body } : {}),
          response: { 200: ZParticipationActionResponse },
        },
      },
      async (request) => {
        const { user, championship } = await requireChampionshipBackoffice(request, app.db, request.params.id);
        const participationId = request.params.pid;
        await changeParticipation(app.db, {
          championshipId: championship.id,
          participationId,
          userId: user.id,
          change: toChange(request.body as z.output<B>),
        });
        return { message: notice, data: await loadParticipation(app.db, participationId) };
      },
    );

  action(
    'approve',
    'Approves a pending participation with its ATRP (1.5 to 4.5, step 0.5).',
    ZApproveParticipationRequest,
    (b) => ({ action: 'approve', atrp: b.atrp }),
    NOTICES.approved,
  );
  action('reject', 'Rejects a pending participation.', undefined, () => ({ action: 'reject' }), NOTICES.rejected);
  action(
    'reset',
    'Returns an approved or rejected participation to awaiting approval.',
    undefined,
    () => ({ action: 'reset' }),
    NOTICES.reset,
  );
  action(
    'mark-as-paid',
    'Marks one participation as paid.',
    undefined,
    () => ({ action: 'mark-as-paid' }),
    paidNotice(1),
  );
  action(
    'cancel-payment',
    'Cancels the payment of a paid participation.',
    undefined,
    () => ({ action: 'cancel-payment' }),
    NOTICES.paymentCancelled,
  );
  action(
    'update-status',
    'Sets the status of an approved participation: play, pause or off.',
    ZUpdateParticipationStatusRequest,
    (b) => ({ action: 'update-status', status: b.status }),
    NOTICES.statusUpdated,
  );
};

/** The participation list and its approval and payment actions (spec 3 §2, §4, §7). */
export const participationBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(participationListRoute);
  await app.register(createParticipationRoute);
  await app.register(bulkMarkPaidRoute);
  await app.register(participationActionRoutes);
};
