import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChampionshipStatsQuery, ZChampionshipStatsResponse, ZIdParams } from '@tennis/contracts';
import { requireChampionshipBackoffice } from './championship-access.js';
import { currentAthensMonth } from '../../lib/athens-time.js';
import { computeChampionshipStats } from './compute-championship-stats.js';
import { exportPlayerActivity } from './export-player-activity.js';
import { exportStandings } from './export-standings.js';
import { XLSX_CONTENT_TYPE } from './write-workbook.js';

const TAGS = ['championships-backoffice'];

/** The back-office stats page and the xlsx exports of a championship. */
export const statsAndExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/championships/:id/stats',
    {
      schema: {
        tags: TAGS,
        summary:
          'Four series of a month (default this month, Athens): matches per week, per club, approved players by ATRP, wins and losses by ATRP.',
        params: ZIdParams,
        querystring: ZChampionshipStatsQuery,
        response: { 200: ZChampionshipStatsResponse },
      },
    },
    async (request) => {
      const { championship } = await requireChampionshipBackoffice(request, app.db, request.params.id);
      return computeChampionshipStats(app.db, championship.id, request.query.month ?? currentAthensMonth());
    },
  );

  const exportRoute = (name: string, summary: string, build: typeof exportStandings) =>
    app.get(
      `/api/backoffice/championships/:id/exports/${name}`,
      { schema: { tags: TAGS, summary, params: ZIdParams } },
      async (request, reply) => {
        const { championship } = await requireChampionshipBackoffice(request, app.db, request.params.id);
        const file = await build(app.db, championship);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${championship.slug}-${name}.xlsx"`)
          .send(file);
      },
    );

  exportRoute(
    'player-activity',
    'xlsx: every participation with matches, wins, losses and the last match.',
    exportPlayerActivity,
  );
  exportRoute(
    'standings',
    'xlsx: the OPEN and UNDER 2.5 tables (singles championships only; 409 for doubles).',
    exportStandings,
  );
};
