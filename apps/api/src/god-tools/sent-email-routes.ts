import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAIL_RESENT,
  ZId,
  ZLogListQuery,
  ZResendResponse,
  ZSentEmailList,
  ZSentEmailResponse,
} from '@tennis/contracts';
import { requireGod } from '../auth/policy.js';
import { errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/http-error.js';
import { foldFilterParams } from '../resources/list-query.js';
import { listSentEmails, loadSentEmail, resendSentEmail } from './sent-emails.js';

const TAGS = ['god-tools'];
const ZIdParams = z.object({ id: ZId });

/** /sent-emails (spec 3 §7): every mail the platform sent, one in full, and resend. God mode only. */
export const sentEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sent-emails',
    {
      preValidation: async (request) => {
        request.query = foldFilterParams(request.query) as typeof request.query;
      },
      schema: {
        tags: TAGS,
        summary:
          'God mode: sent mails, newest first; filters subject, recipient, template, status (failed, resent), from and to (Athens days).',
        querystring: ZLogListQuery,
        response: { 200: ZSentEmailList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      requireGod(request);
      return listSentEmails(app.db, request.query);
    },
  );

  app.get(
    '/api/sent-emails/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'God mode: one sent mail with its whole body.',
        params: ZIdParams,
        response: { 200: ZSentEmailResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireGod(request);
      const mail = await loadSentEmail(app.db, request.params.id);
      if (!mail) throw notFound();
      return { data: mail };
    },
  );

  app.post(
    '/api/sent-emails/:id/resend',
    {
      schema: {
        tags: TAGS,
        summary: 'God mode: sends a stored mail again to the same recipients; the copy is a new row.',
        params: ZIdParams,
        response: { 200: ZResendResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireGod(request);
      const resent = await resendSentEmail(app.db, app.mailer, request.params.id);
      if (!resent) throw notFound();
      return { message: MAIL_RESENT, data: resent };
    },
  );
};
