import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backofficeParticipationRoutes } from './backoffice-participation-routes.js';
import { participationActionRoutes } from './participation-action-routes.js';
import { selfParticipationRoutes } from './self-participation-routes.js';

/** Tournament participations: self-participation, the back-office list and its actions. */
export const tournamentParticipationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(selfParticipationRoutes);
  await app.register(backofficeParticipationRoutes);
  await app.register(participationActionRoutes);
};
