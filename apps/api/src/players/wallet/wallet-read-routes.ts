import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ZIdParams,
  ZMatchWalletTransactions,
  ZWalletBalanceCheck,
  ZWalletListQuery,
  ZWalletResponse,
  WALLET_TEXTS,
} from '@tennis/contracts';
import { actorOf, requireGod, requireUser } from '../../auth/policy.js';
import { matches } from '../../db/schema/index.js';
import { errorResponses } from '../../lib/error-responses.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { checkWalletBalances } from './check-wallet-balances.js';
import { findWallet, loadMatchTransactions, loadWalletTransactions } from './load-wallet.js';
import { findWalletPlayer } from './lock-wallet.js';
import { presentTransaction, presentWallet } from './present-wallet.js';
import { canOnWallet, requireWalletManager } from './wallet-access.js';

const refusals = errorResponses(401, 403, 404, 422);

/** Reading wallets: a player's balance and transactions, a match's charges, the god user's balance check. */
export const walletReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players/:id/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary:
          "The player's wallet: balance (text and numericBalance) and a page of transactions, newest first. Host 1's back office and god read any; a player reads their own.",
        params: ZIdParams,
        querystring: ZWalletListQuery,
        response: { 200: ZWalletResponse, ...refusals },
      },
    },
    async (request) => {
      requireUser(request);
      const actor = actorOf(request);
      const manages = canOnWallet(actor, 'wallet.manage');
      // Someone who may read only their own wallet learns nothing of other ids, not even whether they exist.
      const player = await findWalletPlayer(app.db, request.params.id).catch((error: unknown) => {
        if (!manages && error instanceof HttpError && error.statusCode === 404)
          throw new HttpError(403, WALLET_TEXTS.ownWalletOnly);
        throw error;
      });
      if (!canOnWallet(actor, 'wallet.read', { ownerUserId: player.userId }))
        throw new HttpError(403, WALLET_TEXTS.ownWalletOnly);
      const wallet = await findWallet(app.db, player.id);
      if (!wallet) throw notFound(WALLET_TEXTS.missing);
      const { page, pageLength } = request.query;
      const { rows, total } = await loadWalletTransactions(app.db, wallet.id, page, pageLength);
      return presentWallet(actor, wallet, player, { rows, total, page, pageLength });
    },
  );

  app.get(
    '/api/matches/:id/wallet-transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: 'What was charged from wallets for this match (payment on the spot), with each payer.',
        params: ZIdParams,
        response: { 200: ZMatchWalletTransactions, ...refusals },
      },
    },
    async (request) => {
      requireWalletManager(request);
      const actor = actorOf(request);
      const [match] = await app.db.select({ id: matches.id }).from(matches).where(eq(matches.id, request.params.id));
      if (!match) throw notFound();
      const rows = await loadMatchTransactions(app.db, request.params.id);
      return { data: rows.map(({ row, player }) => ({ ...presentTransaction(actor, row), player })) };
    },
  );

  app.get(
    '/api/god/wallet-balance-check',
    {
      schema: {
        tags: ['wallet'],
        summary: 'God tool: the wallets whose balance differs from the sum of their completed transactions.',
        querystring: z.object({}),
        response: { 200: ZWalletBalanceCheck, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireGod(request);
      return checkWalletBalances(app.db);
    },
  );
};
