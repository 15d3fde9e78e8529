import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoute } from './contact-routes.js';
import { currentUserRoute } from './current-user-routes.js';
import { deleteAccountRoute } from './delete-account-routes.js';
import { insightsRoute } from './insights-routes.js';
import { jsLogRoute } from './js-log-routes.js';
import { playerGateRoutes } from './player-gates-routes.js';
import { settingsRoutes } from './settings-routes.js';

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
