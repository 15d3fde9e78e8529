import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { championshipBackofficeRoutes } from './championship-routes.js';
import { participationBackofficeRoutes } from './participation-routes.js';
import { statsAndExportRoutes } from './stats-and-export-routes.js';

/** The championships' back office: the page, the edit form, participations, stats and exports. */
export const championshipsBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(championshipBackofficeRoutes);
  await app.register(participationBackofficeRoutes);
  await app.register(statsAndExportRoutes);
};
