import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DISABLED,
  CANNOT_TRANSFORM_INTO_SELF,
  NOT_TRANSFORMED,
  TRANSFORMED,
  TRANSFORM_STOPPED,
  USER_NOT_FOUND,
  ZSelfTransformLinkQuery,
  ZSelfTransformListQuery,
  ZSelfTransformListResponse,
  ZSelfTransformRequest,
  ZUserNoticeResponse,
} from '@tennis/contracts';
import { loadAuthUser } from './auth-user.js';
import { authHeaders, authRefusal, forwardCookies } from './better-auth-bridge.js';
import { findDemoAccountEmail, listDemoAccounts } from './demo-accounts.js';
import { endImpersonation } from './end-impersonation.js';
import { listSelfTransformTargets } from './list-self-transform-targets.js';
import { actorOf, can, requireGod, requireUser } from './policy.js';
import { presentCurrentUser } from './present-current-user.js';
import { recordImpersonation } from './record-impersonation.js';
import { redirectAfterLogin } from './redirect-after-login.js';
import { signInWithPassword } from './sign-in.js';
import { isDevLike } from '../config/env.js';
import { MESSAGES, conflict, fieldError, notFound, unauthenticated } from '../lib/http-error.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';

// God mode's self-transform (spec 1 §6), built on better-auth's impersonation:
// the god user's own session waits in a signed cookie while a new session wears
// the other user, and POST /api/self-transform/stop swaps them back. Every
// transform is a row of impersonation_logs.

const selfTransformListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/self-transform-list',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Users the god user may transform into; in dev and test `guest=1` lists the demo accounts for the login page.',
        querystring: ZSelfTransformListQuery,
        response: { 200: ZSelfTransformListResponse },
      },
    },
    async (request) => {
      const { guest, q } = request.query;
      if ((guest === '1' || guest === 'true') && isDevLike(app.env) && !request.user)
        return { data: await listDemoAccounts(app.db) };
      const god = requireGod(request);
      return { data: await listSelfTransformTargets(app.db, god.id, q) };
    },
  );
};

const startSelfTransformRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/self-transform',
    {
      schema: {
        tags: ['auth'],
        summary: 'God mode: become another user (logged in impersonation_logs).',
        body: ZSelfTransformRequest,
        response: { 200: ZUserNoticeResponse },
      },
    },
    async (request, reply) => {
      const god = requireGod(request);
      const { userId } = request.body;
      if (!can(actorOf(request), 'self-transform', { targetUserId: userId }))
        throw fieldError('userId', CANNOT_TRANSFORM_INTO_SELF);
      const target = await loadAuthUser(app.db, userId);
      if (!target) throw fieldError('userId', USER_NOT_FOUND);
      let result;
      try {
        result = await app.auth.api.impersonateUser({
          body: { userId: String(userId) },
          headers: authHeaders(request),
          returnHeaders: true,
        });
      } catch (error) {
        const refusal = authRefusal(error);
        if (refusal?.code === 'BANNED_USER') throw fieldError('userId', ACCOUNT_DISABLED);
        throw error;
      }
      forwardCookies(reply, result.headers);
      const session = {
        id: Number(result.response.session.id),
        expiresAt: new Date(result.response.session.expiresAt),
        impersonatedBy: god.id,
      };
      await recordImpersonation(app.db, {
        impersonatorUserId: god.id,
        impersonatedUserId: userId,
        sessionId: session.id,
        ipAddress: request.ip,
      });
      return { message: TRANSFORMED, user: await presentCurrentUser(app.db, target, session, app.env) };
    },
  );
};

const stopSelfTransformRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/self-transform/stop',
    {
      schema: {
        tags: ['auth'],
        summary: 'End a self-transform and return to the god user (409 when not transformed).',
        response: { 200: ZUserNoticeResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const godId = request.session?.impersonatedBy;
      if (!godId || !can(actorOf(request), 'self-transform.stop')) throw conflict(NOT_TRANSFORMED);
      let result;
      try {
        result = await app.auth.api.stopImpersonating({ headers: authHeaders(request), returnHeaders: true });
      } catch (error) {
        // The god user's own session is gone (expired, or its cookie lost): end this one too.
        if (!authRefusal(error)) throw error;
        const signedOut = await app.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
        forwardCookies(reply, signedOut.headers);
        throw unauthenticated();
      }
      forwardCookies(reply, result.headers);
      await endImpersonation(app.db, { impersonatorUserId: godId, impersonatedUserId: user.id });
      const god = await loadAuthUser(app.db, godId);
      if (!god) throw unauthenticated();
      const session = {
        id: Number(result.response.session.id),
        expiresAt: new Date(result.response.session.expiresAt),
        impersonatedBy: null,
      };
      return { message: TRANSFORM_STOPPED, user: await presentCurrentUser(app.db, god, session, app.env) };
    },
  );
};

const demoSignInRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self-transform',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Dev and test only: sign in as a demo account (the login page picker) and open its start page; 404 in live.',
        querystring: ZSelfTransformLinkQuery,
      },
    },
    async (request, reply) => {
      if (!isDevLike(app.env)) throw notFound(MESSAGES.routeNotFound);
      const email = await findDemoAccountEmail(app.db, request.query.userId);
      if (!email) throw notFound(USER_NOT_FOUND);
      const user = await signInWithPassword(app, request, reply, { email, password: DEMO_PASSWORD });
      return reply.redirect(await redirectAfterLogin(app.db, user, undefined, app.env.APP_URL));
    },
  );
};

/** The picker, the transform and its end, and the dev-only demo sign-in link. */
export const selfTransformRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(selfTransformListRoute);
  await app.register(startSelfTransformRoute);
  await app.register(stopSelfTransformRoute);
  await app.register(demoSignInRoute);
};
