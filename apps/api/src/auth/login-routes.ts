import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLoginRequest, ZLoginResponse } from '@tennis/contracts';
import { loginThrottle } from './login-throttle.js';
import { presentCurrentUser } from './present-current-user.js';
import { redirectAfterLogin } from './redirect-after-login.js';
import { isWrongCredentials, signInWithPassword } from './sign-in.js';
import { assertBotCheck } from '../lib/bot-check.js';

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  const throttle = loginThrottle(app.counters);
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the session cookie.',
        description:
          'Wrong passwords are limited per address and account, per address, and, once an account is under attack, to addresses that have not failed on it: 429 past a limit. Successful sign-ins are never limited.',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const { email, password, redirectTo, botCheckToken } = request.body;
      await throttle.begin(request.ip, email);
      await assertBotCheck(request, app.env, botCheckToken);
      const user = await signInWithPassword(app, request, reply, { email, password }).catch(async (error: unknown) => {
        if (isWrongCredentials(error)) await throttle.failed(request.ip, email);
        throw error;
      });
      await throttle.succeeded(request.ip, email);
      return {
        user: await presentCurrentUser(app.db, user, request.session, app.env),
        lifetime: app.env.SESSION_LIFETIME_MINUTES,
        redirectTo: await redirectAfterLogin(app.db, user, redirectTo, app.env.APP_URL),
      };
    },
  );
};
