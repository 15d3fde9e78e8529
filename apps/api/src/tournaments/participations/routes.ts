import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backofficeParticipationRoutes } from './backoffice-participation-routes.js';
import { participationActionRoutes } from './participation-action-routes.js';
import { participationRequestRoutes } from './participation-request-routes.js';
import { selfParticipationRoutes } from './self-participation-routes.js';

/** Tournament participations: self-participation, the back-office list and its actions, and the requests to confirm. */
export const tournamentParticipationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(selfParticipationRoutes);
  await app.register(backofficeParticipationRoutes);
  await app.register(participationActionRoutes);
  await app.register(participationRequestRoutes);
};
