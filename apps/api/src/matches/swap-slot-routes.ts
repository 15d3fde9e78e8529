import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MATCH_MESSAGES, ZMatchIdParams, ZMatchResponse, ZMatchSwapSlotRequest } from '@tennis/contracts';
import { requireBackoffice } from '../auth/policy.js';
import { withTransaction } from '../db/client.js';
import { backofficeRefusals } from '../lib/error-responses.js';
import { presentOneMatch } from './present-matches.js';
import { swapMatchSlots } from './swap-match-slots.js';

/** The order of play's drag and drop: two matches trade their time, club and court. */
export const swapSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['matches'], params: ZMatchIdParams, response: { 200: ZMatchResponse, ...backofficeRefusals } };
  app.post(
    '/api/matches/:id/swap-slot',
    {
      schema: {
        ...base,
        summary:
          'Trades time, club and court with another scheduled, unplayed match of the same tournament (the order of play’s drag and drop).',
        body: ZMatchSwapSlotRequest,
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      const row = await withTransaction(app.db, (tx) =>
        swapMatchSlots(tx, request.params.id, request.body.otherMatchId, user),
      );
      return { message: MATCH_MESSAGES.slotsSwapped, data: await presentOneMatch(app.db, row, user) };
    },
  );
};
