import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZMessageResponse } from '@tennis/contracts';
import { requireGod } from '../auth/policy.js';
import { XLSX_CONTENT_TYPE } from '../championships/backoffice/write-workbook.js';
import { isDevLike } from '../config/env.js';
import { errorResponses } from '../lib/error-responses.js';
import { MESSAGES, notFound } from '../lib/http-error.js';
import { sendTestMail, writeTestWorkbook } from './dev-tools.js';

const TAGS = ['god-tools'];
const refusals = errorResponses(401, 403, 404);
export const TEST_MAIL_SENT = 'Το δοκιμαστικό email στάλθηκε· θα το βρείτε στα απεσταλμένα email';
const TEST_LOG_WRITTEN = 'Γράφτηκε δοκιμαστική εγγραφή στο αρχείο καταγραφής του διακομιστή';
const TEST_EXCEPTION = 'Δοκιμαστική εξαίρεση από τον πίνακα δοκιμών';

/** Dev and test only (404 in live), and the god user only. */
export function requireDevTools(request: FastifyRequest) {
  if (!isDevLike(request.server.env)) throw notFound(MESSAGES.routeNotFound);
  return requireGod(request);
}

/** The test dashboard's server pages (/test/dashboard): each does what it says. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dev/test-mail',
    {
      schema: {
        tags: TAGS,
        summary: 'Dev and test only, god mode: mails the god user a test message through the mailer.',
        response: { 200: ZMessageResponse.extend({ mailId: z.number().int() }), ...refusals },
      },
    },
    async (request) => {
      const user = requireDevTools(request);
      return { message: TEST_MAIL_SENT, mailId: await sendTestMail(app.mailer, user) };
    },
  );

  app.post(
    '/api/dev/test-log',
    {
      schema: {
        tags: TAGS,
        summary: "Dev and test only, god mode: writes a warning line to the server's log.",
        response: { 200: ZMessageResponse, ...refusals },
      },
    },
    async (request) => {
      const user = requireDevTools(request);
      request.log.warn({ userId: user.id, source: 'test-dashboard' }, 'test log line from the test dashboard');
      return { message: TEST_LOG_WRITTEN };
    },
  );

  app.get(
    '/api/dev/test-excel',
    {
      schema: {
        tags: TAGS,
        summary: 'Dev and test only, god mode: the clubs as a real xlsx file.',
      },
    },
    async (request, reply) => {
      requireDevTools(request);
      const file = await writeTestWorkbook(app.db);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="test-export.xlsx"')
        .send(file);
    },
  );

  app.post(
    '/api/dev/test-exception',
    {
      schema: {
        tags: TAGS,
        summary: 'Dev and test only, god mode: throws, so the error page, its log line and its id can be seen.',
        response: refusals,
      },
    },
    async (request) => {
      requireDevTools(request);
      throw new Error(TEST_EXCEPTION);
    },
  );
};
