import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLoginRequest, ZLoginResponse } from '@tennis/contracts';
import { presentCurrentUser } from '../../auth/present-current-user.js';
import { redirectAfterLogin } from '../../auth/redirect-after-login.js';
import { signInWithPassword } from '../../auth/sign-in.js';
import { assertBotCheck } from '../../lib/bot-check.js';
import { perAccountLimit } from '../../lib/per-account-limit.js';

/** Guessing passwords costs an attacker ten tries a minute per address and account. */
const perAddressAndEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  const limitAccount = perAccountLimit(app, 'login', { max: 30, timeWindow: '1 minute' });
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the session cookie.',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: perAddressAndEmail } },
    },
    async (request, reply) => {
      const { email, password, redirectTo, botCheckToken } = request.body;
      await limitAccount(request);
      await assertBotCheck(request, app.env, botCheckToken);
      const user = await signInWithPassword(app, request, reply, { email, password });
      return {
        user: await presentCurrentUser(app.db, user, request.session, app.env),
        lifetime: app.env.SESSION_LIFETIME_MINUTES,
        redirectTo: await redirectAfterLogin(app.db, user, redirectTo, app.env.APP_URL),
      };
    },
  );
};
