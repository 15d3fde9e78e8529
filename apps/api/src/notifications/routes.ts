import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_MESSAGES,
  ZResubscribeResponse,
  ZUnsubscribeQuery,
  ZUnsubscribeResponse,
  type TCommunicationTopic,
} from '@tennis/contracts';
import { forbidden, notFound } from '../lib/http-error.js';
import { setChannel } from './set-channel.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

// One-click unsubscribe (RFC 8058) and subscribing again (decision 031). The
// token is the proof: it names one user and one category and only this
// server can sign it, so no sign-in and no CSRF token are asked. A mail
// client POSTs the List-Unsubscribe address itself; a reader who opens it is
// sent to a page that asks first, because mail scanners open every link.

const tags = ['notifications'];
/** Guessing a signature is hopeless; the limit keeps anyone from trying hard. */
const rateLimit = { max: 30, timeWindow: '1 minute' };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail client's one-click POST sends `List-Unsubscribe=One-Click` as a form; the token is in the query.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  const proven = (token: string) => {
    const named = readUnsubscribeToken(app.env.AUTH_SECRET, token);
    if (!named) throw forbidden(NOTIFICATION_MESSAGES.invalidLink);
    return named;
  };
  const change = async (token: string, channel: 'email' | 'none'): Promise<TCommunicationTopic> => {
    const { userId, category } = proven(token);
    if (!(await setChannel(app.db, userId, category, channel))) throw notFound(NOTIFICATION_MESSAGES.accountGone);
    return category;
  };

  app.get(
    '/api/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "A mail's List-Unsubscribe address opened in a browser: sends it to the page that asks first.",
        querystring: ZUnsubscribeQuery,
      },
    },
    async (request, reply) => {
      proven(request.query.token);
      return reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303);
    },
  );

  app.post(
    '/api/unsubscribe',
    {
      config: { rateLimit, csrfExempt: true },
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): the token's category is mailed no more.",
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeResponse },
      },
    },
    async (request) => {
      const category = await change(request.query.token, 'none');
      const resubscribeUrl = `/api/resubscribe?token=${encodeURIComponent(request.query.token)}`;
      return { message: NOTIFICATION_MESSAGES.unsubscribed, data: { category, resubscribeUrl } };
    },
  );

  app.post(
    '/api/resubscribe',
    {
      config: { rateLimit, csrfExempt: true },
      schema: {
        tags,
        summary: "Subscribes again with an unsubscribe link's token: the category is mailed again.",
        querystring: ZUnsubscribeQuery,
        response: { 200: ZResubscribeResponse },
      },
    },
    async (request) => {
      const category = await change(request.query.token, 'email');
      return { message: NOTIFICATION_MESSAGES.subscribed, data: { category } };
    },
  );
};
