import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { artisanConsoleRoutes } from './artisan/routes.js';
import { logRoutes } from './log-routes.js';
import { logTextRoutes } from './log-text-routes.js';
import { sentEmailRoutes } from './sent-email-routes.js';

/** God mode's system tools (spec 1 §2, spec 3 §7). */
export const godToolRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sentEmailRoutes);
  await app.register(logRoutes);
  await app.register(logTextRoutes);
  await app.register(artisanConsoleRoutes);
};
