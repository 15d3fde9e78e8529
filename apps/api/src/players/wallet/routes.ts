import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletConsoleRoutes } from './wallet-console-routes.js';
import { walletCreateRoutes } from './wallet-create-routes.js';
import { walletMoneyRoutes } from './wallet-money-routes.js';
import { walletReadRoutes } from './wallet-read-routes.js';

/** Spec 3 §3 Wallet: the balance, its transactions, top-ups, charges, rollbacks (decision 023). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(walletReadRoutes);
  await app.register(walletCreateRoutes);
  await app.register(walletMoneyRoutes);
  await app.register(walletConsoleRoutes);
};
