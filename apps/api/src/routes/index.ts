import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAuth } from '../auth/register-auth.js';
import { registerDocsUi } from '../plugins/docs.js';
import { registerRequestLog } from '../plugins/request-log.js';
import { accountRoutes } from './account/index.js';
import { authRoutes } from './auth/index.js';
import { championshipRoutes } from './championships/index.js';
import { championshipsBackofficeRoutes } from './championships-backoffice/index.js';
import { dashboardRoutes } from './dashboard/index.js';
import { myProfileRoutes } from './my-profile/index.js';
import { resourceRoutes } from './resources/index.js';
import { searchRoutes } from './search/index.js';
import { staticContentRoutes } from './static-content/index.js';
import { systemRoutes } from './system/index.js';
import { unifiedScheduleRoutes } from './unified-schedule/index.js';
import { championshipMatchRoutes } from './championship-matches/index.js';
import { matchRoutes } from './matches/index.js';
import { tournamentRoutes } from './tournaments/index.js';
import { tournamentDrawRoutes } from './tournament-draws/index.js';
import { tournamentMatchRoutes } from './tournament-matches/index.js';
import { tournamentParticipationRoutes } from './tournament-participations/index.js';

/** Every area's routes, in one list so a reader sees the whole API surface. */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  // First: every route below (the API docs too) sees request.user, app.auth and app.mailer, and is logged.
  registerAuth(app);
  registerRequestLog(app);
  await registerDocsUi(app);
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(resourceRoutes);
  await app.register(searchRoutes);
  await app.register(dashboardRoutes);
  await app.register(myProfileRoutes);
  await app.register(championshipRoutes);
  await app.register(championshipsBackofficeRoutes);
  await app.register(matchRoutes);
  await app.register(tournamentDrawRoutes);
  await app.register(tournamentMatchRoutes);
  await app.register(tournamentParticipationRoutes);
  await app.register(championshipMatchRoutes);
  await app.register(unifiedScheduleRoutes);
  await app.register(tournamentRoutes);
  await app.register(staticContentRoutes);
};
