import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SENT, ZContactRequest, ZMessageResponse } from '@tennis/contracts';
import { sendContactMessage } from './send-contact-message.js';
import { assertBotCheck } from '../lib/bot-check.js';

export const contactRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['account'],
        summary: 'Contact form: stored, and mailed to the organiser named in `host` (or the platform team).',
        body: ZContactRequest,
        response: { 200: ZMessageResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { botCheckToken, ...message } = request.body;
      await assertBotCheck(request, app.env, botCheckToken);
      await sendContactMessage(app, request, message);
      return { message: CONTACT_SENT };
    },
  );
};
