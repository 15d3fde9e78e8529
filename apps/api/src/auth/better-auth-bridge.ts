import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';

/**
 * The headers better-auth needs from a request: the cookies, the browser and
 * the client address Fastify resolved. Nothing else is forwarded, so a header
 * the client invents cannot steer it.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const agent = request.headers['user-agent'];
  if (agent) headers.set('user-agent', agent);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies the cookies better-auth set (session, admin session, expiries) onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers | undefined): void {
  for (const cookie of headers?.getSetCookie() ?? []) reply.header('set-cookie', cookie);
}

/** better-auth's refusal: its status and code (e.g. 401 INVALID_EMAIL_OR_PASSWORD), or null for any other error. */
export function authRefusal(error: unknown): { status: number; code: string | undefined } | null {
  if (!isAPIError(error)) return null;
  const body = error.body as { code?: unknown } | undefined;
  return { status: error.statusCode, code: typeof body?.code === 'string' ? body.code : undefined };
}
