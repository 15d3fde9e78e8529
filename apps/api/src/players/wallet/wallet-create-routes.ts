import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZWalletChangeResponse, ZWalletCreateCheck } from '@tennis/contracts';
import { withTransaction } from '../../db/client.js';
import { errorResponses } from '../../lib/error-responses.js';
import { checkWalletCreation, createWallet } from './create-wallet.js';
import { requireWalletManager } from './wallet-access.js';

const refusals = errorResponses(401, 403, 404, 409, 422);

/** Creating a wallet: the old GET link confirms, the POST (with the CSRF token) creates. */
export const walletCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/players/:id/wallet/create',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'What creating the wallet would do, changing nothing (the old link; the wallet is created by the POST).',
        params: ZIdParams,
        response: { 200: ZWalletCreateCheck, ...refusals },
      },
    },
    async (request) => {
      requireWalletManager(request);
      return checkWalletCreation(app.db, request.params.id);
    },
  );

  app.post(
    '/api/players/:id/wallet/create',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Creates an empty wallet for the player; 409 when the player has one.',
        params: ZIdParams,
        response: { 200: ZWalletChangeResponse, ...refusals },
      },
    },
    async (request) => {
      const user = requireWalletManager(request);
      return withTransaction(app.db, (tx) => createWallet(tx, user, request.params.id));
    },
  );
};
