import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESET_LINK_SENT, ZForgotPasswordRequest, ZMessageResponse } from '@tennis/contracts';
import { assertBotCheck } from '../lib/bot-check.js';
import { perAddressAndEmailLimit } from '../lib/per-address-and-email-limit.js';

export const forgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  // One address mails one account at most three links in ten minutes. Nothing
  // counts per account from everywhere: whoever floods from elsewhere must
  // never stop the owner asking from their own address.
  const limitAddressAndAccount = perAddressAndEmailLimit(app, 'forgot-password', { max: 3, timeWindow: '10 minutes' });
  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link; the same answer whether or not the email has an account.',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { email, botCheckToken } = request.body;
      await limitAddressAndAccount(request);
      await assertBotCheck(request, app.env, botCheckToken);
      // The mail is stored before this resolves and sent in the background, so
      // neither the body nor the time taken tells whether the account exists.
      await app.auth.api.requestPasswordReset({ body: { email } });
      return { message: RESET_LINK_SENT };
    },
  );
};
