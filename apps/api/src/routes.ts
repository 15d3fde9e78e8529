import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAuth } from './auth/register-auth.js';
import { registerDocsUi } from './plugins/docs.js';
import { registerRequestLog } from './plugins/request-log.js';
import { accountRoutes } from './account/routes.js';
import { authRoutes } from './auth/routes.js';
import { championshipRoutes } from './championships/public/routes.js';
import { championshipsBackofficeRoutes } from './championships/backoffice/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { playerRoutes } from './players/routes.js';
import { resourceRoutes } from './resources/routes.js';
import { searchRoutes } from './search/routes.js';
import { staticContentRoutes } from './static-content/routes.js';
import { statsRoutes } from './stats/routes.js';
import { systemRoutes } from './system/routes.js';
import { unifiedScheduleRoutes } from './matches/unified-schedule-routes.js';
import { championshipMatchRoutes } from './championships/matches/routes.js';
import { matchRoutes } from './matches/routes.js';
import { tournamentRoutes } from './tournaments/routes.js';
import { tournamentDrawRoutes } from './tournaments/draws/routes.js';
import { tournamentMatchRoutes } from './tournaments/matches/routes.js';
import { tournamentParticipationRoutes } from './tournaments/participations/routes.js';

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
  await app.register(playerRoutes);
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
  await app.register(statsRoutes);
};
