import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_OUT, ZMessageResponse } from '@tennis/contracts';
import { logAuthentication } from './authentication-log.js';
import { authHeaders, forwardCookies } from './better-auth-bridge.js';
import { ADMIN_SESSION_COOKIE } from './create-auth.js';
import { endImpersonation } from './end-impersonation.js';
import { requireUser } from './policy.js';

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session (401 when there is none: the web app clears its user either way).',
        response: { 200: ZMessageResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await app.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
      forwardCookies(reply, result.headers);
      const impersonator = request.session?.impersonatedBy;
      if (impersonator) {
        reply.clearCookie(ADMIN_SESSION_COOKIE, { path: '/' });
        await endImpersonation(app.db, { impersonatorUserId: impersonator, impersonatedUserId: user.id });
      }
      await logAuthentication(app.db, request, { event: 'logout', userId: user.id });
      return { message: LOGGED_OUT };
    },
  );
};
