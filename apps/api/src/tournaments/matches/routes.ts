import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  DRAW_NOTICES,
  ZCategoryDrawResponse,
  ZMatchIdParams,
  ZMatchResponse,
  ZMatchSideParams,
  ZPlaceParticipationRequest,
} from '@tennis/contracts';
import { killQualifierSlot, placeParticipation, removeParticipation, removeQualifierMatch } from '@tennis/domain';
import { requireBackoffice } from '../../auth/policy.js';
import { withTransaction, type Db } from '../../db/client.js';
import { backofficeRefusals } from '../../lib/error-responses.js';
import { presentOneMatch } from '../../matches/present-matches.js';
import { applyMatchDrawMove, type DrawMove } from '../draws/apply-draw-move.js';
import { loadCategoryDraw } from '../draws/load-category-draw.js';
import { matchMediaRoutes } from '../media/media-routes.js';
import { proceedOneBye } from '../draws/proceed-byes.js';

const drawMove = { tags: ['tournament draws'], response: { 200: ZCategoryDrawResponse, ...backofficeRefusals } };

/** The back office applies the move on the path's match in one transaction and sees the category's fresh draw. */
async function answerMove(
  db: Db,
  request: FastifyRequest & { params: { id: number } },
  action: string,
  message: string,
  move: (aa: number) => DrawMove,
  entering?: number,
) {
  const user = requireBackoffice(request);
  const categoryId = await withTransaction(db, (tx) =>
    applyMatchDrawMove(tx, request.params.id, user, action, move, entering),
  );
  return { message, data: await loadCategoryDraw(db, categoryId, user) };
}

const qualifierMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/matches/:id/kill-qualifier-slot/:homeAway',
    {
      schema: {
        ...drawMove,
        summary: 'Turns a pending qualifier slot into a BYE (irreversible).',
        params: ZMatchSideParams,
      },
    },
    async (request) =>
      answerMove(
        app.db,
        request,
        'qualifier-slot-killed',
        DRAW_NOTICES.qualifierSlotKilled,
        (aa) => (draw) => killQualifierSlot(draw, aa, request.params.homeAway),
      ),
  );

  app.post(
    '/api/matches/:id/remove-qualifier-match',
    { schema: { ...drawMove, summary: 'Removes a qualifier match that is not concluded.', params: ZMatchIdParams } },
    async (request) =>
      answerMove(
        app.db,
        request,
        'qualifier-match-removed',
        DRAW_NOTICES.qualifierMatchRemoved,
        (aa) => (draw) => removeQualifierMatch(draw, aa),
      ),
  );
};

const entrantMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/matches/:id/remove-participation/:homeAway',
    {
      schema: {
        ...drawMove,
        summary: 'Takes an entrant out of an unplayed first-round or qualifier match.',
        params: ZMatchSideParams,
      },
    },
    async (request) =>
      answerMove(
        app.db,
        request,
        'participation-removed',
        DRAW_NOTICES.participationRemoved,
        (aa) => (draw) => removeParticipation(draw, aa, request.params.homeAway),
      ),
  );

  app.post(
    '/api/matches/:id/place-participation/:homeAway',
    {
      schema: {
        ...drawMove,
        summary: 'Puts an approved, unplaced entrant on the open line of an unplayed first-round or qualifier match.',
        params: ZMatchSideParams,
        body: ZPlaceParticipationRequest,
      },
    },
    async (request) => {
      const { participationId } = request.body;
      return answerMove(
        app.db,
        request,
        'participation-placed',
        DRAW_NOTICES.participationPlaced,
        (aa) => (draw) => placeParticipation(draw, aa, request.params.homeAway, participationId),
        participationId,
      );
    },
  );
};

const proceedByeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/matches/:id/proceed-bye',
    {
      schema: {
        tags: ['tournament draws'],
        summary: 'Advances the entrant of an initialised bye match.',
        params: ZMatchIdParams,
        response: { 200: ZMatchResponse, ...backofficeRefusals },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const row = await withTransaction(app.db, (tx) => proceedOneBye(tx, request.params.id, user));
      return { message: DRAW_NOTICES.byesProceeded, data: await presentOneMatch(app.db, row, user) };
    },
  );
};

/** Draw moves on one tournament match (spec 2 §7 Matches), and the match's media. */
export const tournamentMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(matchMediaRoutes);
  await app.register(qualifierMoveRoutes);
  await app.register(entrantMoveRoutes);
  await app.register(proceedByeRoute);
};
