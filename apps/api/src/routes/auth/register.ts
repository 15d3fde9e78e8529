import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_TAKEN, PASSWORD_TOO_LONG, ZRegisterRequest, ZRegisterResponse } from '@tennis/contracts';
import { authHeaders, authRefusal, forwardCookies } from '../../auth/better-auth-bridge.js';
import { refusingCommonPasswords } from '../../auth/common-passwords.js';
import { presentCurrentUser } from '../../auth/present-current-user.js';
import { adoptNewSession } from '../../auth/sign-in.js';
import { assertBotCheck } from '../../lib/bot-check.js';
import { fieldError } from '../../lib/http-error.js';

/** better-auth's refusals of a sign-up, as the form's field errors. */
function registrationError(error: unknown): Error {
  const refusal = authRefusal(error);
  if (!refusal) return error instanceof Error ? error : new Error(String(error));
  if (refusal.code === 'PASSWORD_TOO_LONG') return fieldError('password', PASSWORD_TOO_LONG);
  // USER_ALREADY_EXISTS…, and FAILED_TO_CREATE_USER when a concurrent sign-up won the unique email.
  return fieldError('email', EMAIL_TAKEN);
}

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account, mail the verification link and sign the new user in.',
        body: refusingCommonPasswords(ZRegisterRequest, 'password'),
        response: { 200: ZRegisterResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { name, surname, email, password, botCheckToken } = request.body;
      await assertBotCheck(request, app.env, botCheckToken);
      // One better-auth transaction creates the user, the credential and the session; the mail follows the commit.
      let result;
      try {
        result = await app.auth.api.signUpEmail({
          body: { name, surname, email, password, rememberMe: true },
          headers: authHeaders(request),
          returnHeaders: true,
        });
      } catch (error) {
        throw registrationError(error);
      }
      const token = result.response.token;
      if (!token) throw fieldError('email', EMAIL_TAKEN);
      forwardCookies(reply, result.headers);
      const user = await adoptNewSession(app, request, Number(result.response.user.id), token);
      return {
        user: await presentCurrentUser(app.db, user, request.session, app.env),
        lifetime: app.env.SESSION_LIFETIME_MINUTES,
        redirectTo: '/dashboard',
      };
    },
  );
};
