import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemRoutes } from './system/index.js';

/** Every area's routes, in one list so a reader sees the whole API surface. */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(systemRoutes);
};
