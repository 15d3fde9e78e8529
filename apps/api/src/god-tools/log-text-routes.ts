import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZId, ZLogText } from '@tennis/contracts';
import { requireGod } from '../auth/policy.js';
import { errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/http-error.js';
import { loadActivityText } from './activity-logs.js';
import { loadJobText } from './jobs.js';

const TAGS = ['god-tools'];

/** The whole text behind a log list's cut cell (payloads and exceptions travel cut at 1024 characters). */
export const logTextRoutes: FastifyPluginAsyncZod = async (app) => {
  const textRefusals = errorResponses(401, 403, 404, 422);

  app.get(
    '/api/request-logs/:id/text',
    {
      schema: {
        tags: TAGS,
        summary: 'God mode: the whole parameters of one logged request.',
        params: z.object({ id: ZId }),
        response: { 200: ZLogText, ...textRefusals },
      },
    },
    async (request) => {
      requireGod(request);
      const text = await loadActivityText(app.db, 'request-logs', request.params.id, 'params');
      if (text === null) throw notFound();
      return { text };
    },
  );

  app.get(
    '/api/revisions/:id/text',
    {
      schema: {
        tags: TAGS,
        summary: 'God mode: the whole old or new values of one revision.',
        params: z.object({ id: ZId }),
        querystring: z.object({ field: z.enum(['oldValues', 'newValues']) }),
        response: { 200: ZLogText, ...textRefusals },
      },
    },
    async (request) => {
      requireGod(request);
      const text = await loadActivityText(app.db, 'revisions', request.params.id, request.query.field);
      if (text === null) throw notFound();
      return { text };
    },
  );

  app.get(
    '/api/jobs/:id/text',
    {
      schema: {
        tags: TAGS,
        summary: "God mode: the whole payload or output (a failed job's exception) of one job.",
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ field: z.enum(['data', 'output']) }),
        response: { 200: ZLogText, ...textRefusals },
      },
    },
    async (request) => {
      requireGod(request);
      const text = await loadJobText(app.db, request.params.id, request.query.field);
      if (text === null) throw notFound();
      return { text };
    },
  );
};
