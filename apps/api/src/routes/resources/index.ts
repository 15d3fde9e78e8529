import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESOURCES } from '../../resources/all-resources.js';
import { resourcePlugin } from '../../resources/resource-plugin.js';
import { sampleRoute } from '../../resources/sample-route.js';
import { clientRoutes } from './clients.js';

/** The generic resources (clubs, clients, users, courts, tournament hosts), their sample call and the clients' own calls. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const definition of RESOURCES) await app.register(resourcePlugin(definition));
  await app.register(sampleRoute(RESOURCES));
  await app.register(clientRoutes);
};
