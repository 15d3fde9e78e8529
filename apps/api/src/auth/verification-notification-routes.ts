import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_ALREADY_VERIFIED, VERIFICATION_LINK_SENT, ZMessageResponse } from '@tennis/contracts';
import { authHeaders } from './better-auth-bridge.js';
import { requireUser } from './policy.js';
import { conflict } from '../lib/http-error.js';

export const verificationNotificationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email/verification-notification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail the signed-in user a new verification link (409 when already verified).',
        response: { 200: ZMessageResponse },
      },
      config: { rateLimit: { max: 6, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.emailVerified) throw conflict(EMAIL_ALREADY_VERIFIED);
      await app.auth.api.sendVerificationEmail({ body: { email: user.email }, headers: authHeaders(request) });
      return { message: VERIFICATION_LINK_SENT };
    },
  );
};
