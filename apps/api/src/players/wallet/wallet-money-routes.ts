import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZWalletChangeResponse,
  ZWalletChargeRequest,
  ZWalletTopUpRequest,
  ZWalletTransactionParams,
} from '@tennis/contracts';
import { formatCredits, parseEuros } from '@tennis/domain';
import { actorOf } from '../../auth/policy.js';
import { withTransaction } from '../../db/client.js';
import { errorResponses } from '../../lib/error-responses.js';
import { fieldError } from '../../lib/http-error.js';
import { changeBalance, type BalanceChange } from './change-balance.js';
import { idempotencyOf } from './idempotency.js';
import { mailWalletChange } from './mail-wallet-change.js';
import { rollbackTransaction } from './rollback-transaction.js';
import { requireWalletManager } from './wallet-access.js';

const refusals = errorResponses(401, 403, 404, 409, 422);

/** A top-up or charge: the change in one locked transaction, then the player's mail (never for a replay). */
async function moveMoney(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  change: Omit<BalanceChange, 'amountCents'> & { amount: number },
) {
  const user = requireWalletManager(request);
  const amountCents = parseEuros(change.amount);
  if (amountCents === null) throw fieldError('amount', 'Μη έγκυρο ποσό');
  const idempotency = idempotencyOf(request, user.id);
  const result = await withTransaction(app.db, (tx) =>
    changeBalance(tx, user, { ...change, amountCents }, idempotency),
  );
  if (result.replayed) {
    void reply.header('idempotency-replayed', 'true');
    return result.answer;
  }
  await mailWalletChange(app.db, app.mailer, app.env, {
    playerId: change.playerId,
    kind: change.type === 'deposit' ? 'top-up' : 'charge',
    amount: formatCredits(amountCents),
    balance: result.answer.balance,
    notes: change.notes,
  });
  return result.answer;
}

/** Moving money (decision 023): top-ups, charges (payment on the spot too) and rollbacks. */
export const walletMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/players/:id/wallet/top-up',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Adds credits (amount in ATC, step 0.01). An Idempotency-Key header makes a repeated request apply once and answer the first result.',
        params: ZIdParams,
        body: ZWalletTopUpRequest,
        response: { 200: ZWalletChangeResponse, ...refusals },
      },
    },
    async (request, reply) =>
      moveMoney(app, request, reply, { ...request.body, playerId: request.params.id, type: 'deposit' }),
  );

  app.post(
    '/api/players/:id/wallet/charge',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Takes credits, optionally for a match (payment on the spot). 409 when the balance would go below zero, unless allowOverdraft. Idempotency-Key as for top-ups.',
        params: ZIdParams,
        body: ZWalletChargeRequest,
        response: { 200: ZWalletChangeResponse, ...refusals },
      },
    },
    async (request, reply) =>
      moveMoney(app, request, reply, {
        amount: request.body.amount,
        reference: request.body.reference,
        notes: request.body.notes,
        matchId: request.body.matchId ?? null,
        allowOverdraft: request.body.allowOverdraft ?? false,
        playerId: request.params.id,
        type: 'withdrawal',
      }),
  );

  app.post(
    '/api/players/:id/wallet/transactions/:walletTransactionId/rollback',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Reverses a completed transaction with a new one in the opposite direction; only its own agent may, once.',
        params: ZWalletTransactionParams,
        response: { 200: ZWalletChangeResponse, ...refusals },
      },
    },
    async (request) => {
      const user = requireWalletManager(request);
      const actor = { ...actorOf(request), user };
      const { id, walletTransactionId } = request.params;
      return withTransaction(app.db, (tx) => rollbackTransaction(tx, actor, id, walletTransactionId));
    },
  );
};
