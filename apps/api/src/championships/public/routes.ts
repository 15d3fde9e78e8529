import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landingRoutes } from './landing-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { standingsRoutes } from './standings-routes.js';

/** The public side of the championships: landing page, standings, race, registration. */
export const championshipRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(landingRoutes);
  await app.register(standingsRoutes);
  await app.register(registrationRoutes);
};
