import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESOURCES } from './all-resources.js';
import { resourcePlugin } from './resource-plugin.js';
import { sampleRoute } from './sample-route.js';
import { clientRoutes } from './clients/client-routes.js';

/** The generic resources (clubs, clients, users, courts, tournament hosts), their sample call and the clients' own calls. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const definition of RESOURCES) await app.register(resourcePlugin(definition));
  await app.register(sampleRoute(RESOURCES));
  await app.register(clientRoutes);
};
