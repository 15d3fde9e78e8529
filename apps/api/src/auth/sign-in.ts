import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_DISABLED, LOGIN_FAILED } from '@tennis/contracts';
import { sessions, users } from '../db/schema/index.js';
import { HttpError, fieldError } from '../lib/http-error.js';
import { loadAuthUser, type AuthUser } from './auth-user.js';
import { logAuthentication } from './authentication-log.js';
import { authHeaders, authRefusal, forwardCookies } from './better-auth-bridge.js';

/**
 * After better-auth has created a session for `token`: drop the session the
 * request came with (a new id at every login, so a session id seen before
 * login is worth nothing after it), log the login and make the new user the
 * request's user.
 */
async function adoptNewSession(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  token: string,
): Promise<AuthUser> {
  const previous = request.session;
  if (previous) await app.db.delete(sessions).where(eq(sessions.id, previous.id));
  const [session] = await app.db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt, impersonatedBy: sessions.impersonatedBy })
    .from(sessions)
    .where(eq(sessions.token, token));
  const user = await loadAuthUser(app.db, userId);
  if (!user || !session) throw new HttpError(403, ACCOUNT_DISABLED);
  await logAuthentication(app.db, request, { event: 'login', userId });
  request.user = user;
  request.session = session;
  return user;
}

/** The refusal of a wrong email or password (what the login throttle counts), not of a ban or a fault. */
export const isWrongCredentials = (error: unknown): boolean =>
  error instanceof HttpError && error.errors?.email?.includes(LOGIN_FAILED) === true;

/**
 * Email and password through better-auth. Every wrong combination gets the
 * same 422 on `email`, so the answer never tells whether an account exists
 * (better-auth also hashes for unknown emails, so timing does not either);
 * a banned account that knows its password gets 403.
 */
export async function signInWithPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
): Promise<AuthUser> {
  let result;
  try {
    result = await app.auth.api.signInEmail({
      body: { email: credentials.email, password: credentials.password, rememberMe: true },
      headers: authHeaders(request),
      returnHeaders: true,
    });
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    const [known] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, credentials.email.toLowerCase()));
    await logAuthentication(app.db, request, { event: 'failed', userId: known?.id ?? null, email: credentials.email });
    if (refusal.code === 'BANNED_USER') throw new HttpError(403, ACCOUNT_DISABLED);
    throw fieldError('email', LOGIN_FAILED);
  }
  forwardCookies(reply, result.headers);
  return adoptNewSession(app, request, Number(result.response.user.id), result.response.token);
}
