import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCodeVersion } from '@tennis/contracts';
import { requireGod } from '../auth/policy.js';
import { errorResponses } from '../lib/error-responses.js';
import { loadCodeVersion } from './load-code-version.js';
import { artisanConsoleRoutes } from './artisan/routes.js';
import { devFileRoutes } from './dev-file-routes.js';
import { devRoutes } from './dev-routes.js';
import { logRoutes } from './log-routes.js';
import { logTextRoutes } from './log-text-routes.js';
import { logViewerRoutes } from './log-viewer-routes.js';
import { sentEmailRoutes } from './sent-email-routes.js';

/** God mode's system tools (spec 1 §2, spec 3 §7). */
export const godToolRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sentEmailRoutes);
  await app.register(logRoutes);
  await app.register(logTextRoutes);
  await app.register(logViewerRoutes);
  await app.register(artisanConsoleRoutes);
  await app.register(devRoutes);
  await app.register(devFileRoutes);

  app.get(
    '/api/code',
    {
      schema: {
        tags: ['god-tools'],
        summary: 'God mode: the running build (commit, build time) and the migrations applied to its database.',
        response: { 200: ZCodeVersion, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireGod(request);
      return loadCodeVersion(app.db);
    },
  );
};
