import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZArtisanOutcome, ZArtisanPreview, ZArtisanRunList, ZLogListQuery } from '@tennis/contracts';
import { requireGod } from '../../auth/policy.js';
import { errorResponses } from '../../lib/error-responses.js';
import { foldFilterParams } from '../../resources/list-query.js';
import type { ArtisanAction } from './artisan-action.js';
import { atPresentationSeederAction } from './at-presentation-seeder-action.js';
import { backupRunAction } from './backup-run-action.js';
import { listArtisanRuns, recordArtisanRun } from './artisan-runs.js';
import { clearCacheAction } from './clear-cache-action.js';
import { concludeRaceAction } from './conclude-race-action.js';
import { recalculatePointsAction } from './recalculate-points-action.js';
import { servePageToBrowsers } from '../../lib/serve-page-to-browsers.js';
import { updateStandingsAction } from './update-standings-action.js';
import { updateTournamentHostIdAction } from './update-tournament-host-id-action.js';

const TAGS = ['god-tools'];

// The wallet rollback has its own routes beside the wallet (players/wallet/wallet-console-routes.ts).
const ACTIONS = [
  backupRunAction,
  updateStandingsAction,
  clearCacheAction,
  recalculatePointsAction,
  concludeRaceAction,
  updateTournamentHostIdAction,
  atPresentationSeederAction,
] as ArtisanAction[];

/**
 * /god/artisan-console/{action} (spec 3 §7): GET shows what an action would
 * do (a link must change nothing: a crafted one opened by the god user would),
 * POST with the CSRF token runs it and records the run.
 */
export const artisanConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const action of ACTIONS) {
    const path = `/god/artisan-console/${action.name}`;
    app.get(
      path,
      {
        onRequest: servePageToBrowsers,
        schema: {
          tags: TAGS,
          summary: `God tool, changes nothing: what ${action.name} would do. ${action.summary}`,
          querystring: action.params,
          response: { 200: ZArtisanPreview, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        requireGod(request);
        return { action: action.name, message: await action.preview(app, request.query as Record<string, unknown>) };
      },
    );
    app.post(
      path,
      {
        schema: {
          tags: TAGS,
          summary: `God tool: runs ${action.name} and records who ran it and what it changed. ${action.summary}`,
          body: action.params,
          response: { 200: ZArtisanOutcome, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const user = requireGod(request);
        const params = (request.body ?? {}) as Record<string, unknown>;
        const outcome = await action.run(app, params);
        await recordArtisanRun(app.db, { userId: user.id, action: action.name, params, outcome });
        return outcome;
      },
    );
  }

  app.get(
    '/api/artisan-console/runs',
    {
      preValidation: async (request) => {
        request.query = foldFilterParams(request.query) as typeof request.query;
      },
      schema: {
        tags: TAGS,
        summary: "God mode: the artisan console's past runs, who ran them and what they changed.",
        querystring: ZLogListQuery,
        response: { 200: ZArtisanRunList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      requireGod(request);
      return listArtisanRuns(app.db, request.query);
    },
  );
};
