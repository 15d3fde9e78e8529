import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoute } from './contact.js';
import { currentUserRoute } from './current-user.js';
import { deleteAccountRoute } from './delete-account.js';
import { insightsRoute } from './insights.js';
import { jsLogRoute } from './js-log.js';
import { playerGateRoutes } from './player-gates.js';
import { settingsRoutes } from './settings.js';

/** The signed-in user's account: who am I, settings, insights, player gates, deletion; plus contact and browser logs. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(currentUserRoute);
  await app.register(settingsRoutes);
  await app.register(insightsRoute);
  await app.register(playerGateRoutes);
  await app.register(deleteAccountRoute);
  await app.register(jsLogRoute);
  await app.register(contactRoute);
};
