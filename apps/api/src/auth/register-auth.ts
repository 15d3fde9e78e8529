import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { loadAuthUser, type AuthSession, type AuthUser } from './auth-user.js';
import { authHeaders, authRefusal, forwardCookies } from './better-auth-bridge.js';
import { SESSION_COOKIE, createAuth, type Auth } from './create-auth.js';
import { guardForcedPasswordChange } from './forced-password-change.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** The signed-in user, null for a guest. */
    user: AuthUser | null;
    /** The session the request came with, null for a guest. */
    session: AuthSession | null;
  }
}

/**
 * Puts better-auth and the mailer on the instance and resolves the current
 * user on every request of this context through better-auth's session lookup
 * (signed cookie → sessions row → users row). A request without the session
 * cookie costs nothing; an expired or forged one is a guest whose cookie is cleared.
 */
export function registerAuth(app: FastifyInstance): void {
  const mailer = createMailer(app.env, app.db, app.log);
  const auth = createAuth({ env: app.env, db: app.db, mailer });
  app.decorate('mailer', mailer);
  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => resolveSession(app, request, reply));
  app.addHook('onRequest', guardForcedPasswordChange);
  app.addHook('onClose', async () => mailer.idle());
}

async function resolveSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.cookies[SESSION_COOKIE]) return;
  let found;
  try {
    const result = await app.auth.api.getSession({ headers: authHeaders(request), returnHeaders: true });
    forwardCookies(reply, result.headers);
    found = result.response;
  } catch (error) {
    if (authRefusal(error)) return;
    throw error;
  }
  if (!found) return;
  const user = await loadAuthUser(app.db, Number(found.user.id));
  if (!user) return;
  request.user = user;
  const impersonatedBy = (found.session as { impersonatedBy?: string | null }).impersonatedBy;
  request.session = {
    id: Number(found.session.id),
    expiresAt: new Date(found.session.expiresAt),
    impersonatedBy: impersonatedBy ? Number(impersonatedBy) : null,
  };
}
