import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUnifiedSchedule, ZUnifiedScheduleQuery } from '@tennis/contracts';
import { errorResponses } from '../lib/error-responses.js';
import { loadUnifiedSchedule } from './load-unified-schedule.js';

/** The public daily schedule of one organiser, all kinds of matches (spec 3 §2). */
export const unifiedScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/hosts/:hostSlug/unified-schedule',
    {
      schema: {
        tags: ['matches'],
        summary:
          "The host's matches of one day (YYYY-MM-DD, Athens); permissions.actions only for that host's back office.",
        params: z.object({ hostSlug: z.string().min(1).max(100) }),
        querystring: ZUnifiedScheduleQuery,
        response: { 200: ZUnifiedSchedule, ...errorResponses(404, 422) },
      },
    },
    async (request) => loadUnifiedSchedule(app.db, request.params.hostSlug, request.query.date, request.user),
  );
};
