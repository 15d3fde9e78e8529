import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_TOO_LONG, REGISTRATION_MAIL_SENT, ZRegisterRequest, ZRegisterResponse } from '@tennis/contracts';
import { authHeaders, authRefusal } from './better-auth-bridge.js';
import { refusingCommonPasswords } from './common-passwords.js';
import { assertBotCheck } from '../lib/bot-check.js';
import { fieldError } from '../lib/http-error.js';

/** better-auth's refusal when a concurrent sign-up with the same email won the unique index. */
const LOST_THE_RACE = 'FAILED_TO_CREATE_USER';

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Create an account and mail the verification link; the same answer whether or not the email has an account.',
        description:
          'Signs nobody in. A taken email gets no new account: its owner is mailed that someone tried, with links to sign in and to reset the password.',
        body: refusingCommonPasswords(ZRegisterRequest, 'password'),
        response: { 200: ZRegisterResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { name, surname, email, password, botCheckToken } = request.body;
      await assertBotCheck(request, app.env, botCheckToken);
      // One better-auth transaction creates the user and the credential; the
      // verification mail (or, for a taken email, the owner's notice) is
      // stored before this resolves.
      try {
        await app.auth.api.signUpEmail({
          body: { name, surname, email, password, rememberMe: true },
          headers: authHeaders(request),
        });
      } catch (error) {
        const refusal = authRefusal(error);
        if (refusal?.code === 'PASSWORD_TOO_LONG') throw fieldError('password', PASSWORD_TOO_LONG);
        if (refusal?.code !== LOST_THE_RACE) throw error;
      }
      return { message: REGISTRATION_MAIL_SENT };
    },
  );
};
