import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVALID_DAY, LOG_ENTRY_FIELDS, ZLogEntryList, ZLogListQuery, ZLogText } from '@tennis/contracts';
import { requireGod } from '../auth/policy.js';
import { errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/http-error.js';
import { foldFilterParams } from '../resources/list-query.js';
import { listLogEntries, loadLogEntryText } from './log-viewer.js';

const TAGS = ['god-tools'];

/** /log-viewer/logs (spec 3 §7): the API's own log, read-only, with the whole text behind its cut cells. */
export const logViewerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/log-viewer/logs',
    {
      preValidation: async (request) => {
        request.query = foldFilterParams(request.query) as typeof request.query;
      },
      schema: {
        tags: TAGS,
        summary:
          "God mode: the API's own log (its daily files), newest first; filters[level], filters[text], filters[from], filters[to]. Messages, errors and other fields are cut at 1024 characters.",
        querystring: ZLogListQuery,
        response: { 200: ZLogEntryList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      requireGod(request);
      return listLogEntries(app.env.DATA_DIR, request.query);
    },
  );

  app.get(
    '/api/log-viewer/logs/:day/:line/text',
    {
      schema: {
        tags: TAGS,
        summary: "God mode: the whole message, error or other fields of one line of the API's log.",
        params: z.object({
          day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DAY),
          line: z.coerce.number().int().min(1).max(100_000_000),
        }),
        querystring: z.object({ field: z.enum(LOG_ENTRY_FIELDS) }),
        response: { 200: ZLogText, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireGod(request);
      const { day, line } = request.params;
      const text = await loadLogEntryText(app.env.DATA_DIR, day, line, request.query.field);
      if (text === null) throw notFound();
      return { text };
    },
  );
};
