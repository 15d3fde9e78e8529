import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tournamentBackofficeRoutes } from './backoffice-routes.js';
import { tournamentCategoryRoutes } from './category-routes.js';
import { conclusionCheckRoutes } from './conclusion-check.js';
import { publicCategoryRoutes } from './public-category-routes.js';
import { publicFileRoutes } from './public-file-routes.js';
import { tournamentPublicRoutes } from './public-routes.js';
import { tournamentStateRoutes } from './state-routes.js';
import { todsRoutes } from './tods/routes.js';

/** Tournaments (spec 2): lifecycle, form, categories, public pages, statistics, the public file routes and the TODS export. */
export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tournamentBackofficeRoutes);
  await app.register(tournamentStateRoutes);
  await app.register(conclusionCheckRoutes);
  await app.register(tournamentCategoryRoutes);
  await app.register(tournamentPublicRoutes);
  await app.register(publicCategoryRoutes);
  await app.register(publicFileRoutes);
  await app.register(todsRoutes);
};
