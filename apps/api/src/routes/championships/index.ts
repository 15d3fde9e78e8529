import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landingRoutes } from './landing.js';
import { registrationRoutes } from './registration.js';
import { standingsRoutes } from './standings.js';

/** The public side of the championships: landing page, standings, race, registration. */
export const championshipRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(landingRoutes);
  await app.register(standingsRoutes);
  await app.register(registrationRoutes);
};
