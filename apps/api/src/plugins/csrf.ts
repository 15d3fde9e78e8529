import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../lib/http-error.js';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for everyone and a CDN may keep it (public
     * standings, draws, order of play): it carries no Set-Cookie, which would
     * make a shared cache pass it by. The web app's page gives the token.
     */
    sharedCache?: boolean;
    /**
     * The request carries its own proof and needs no browser token: a mail
     * client's one-click unsubscribe POST (RFC 8058) has no cookie, but its
     * signed token names the one user and category it may change.
     */
    csrfExempt?: boolean;
    /** Asked by machines, never a browser (the load balancer's health probes): the answer sets no cookie. */
    probe?: boolean;
  }
}

/** Random bytes drawn a few kilobytes at a time: one call to the system's generator serves 170 new visitors. */
const POOL_SIZE = 4096;
const TOKEN_BYTES = 24;
let pool = Buffer.alloc(0);
let poolOffset = POOL_SIZE;

/** A new visitor's token: 24 bytes from the system's cryptographic generator, never handed out twice. */
function newToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_SIZE);
    poolOffset = 0;
  }
  const token = pool.subarray(poolOffset, poolOffset + TOKEN_BYTES).toString('base64url');
  poolOffset += TOKEN_BYTES;
  return token;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit token: the browser gets a readable XSRF-TOKEN cookie and must
 * echo it in X-XSRF-TOKEN on every mutation. Another site can make the browser
 * send our cookies but cannot read them, so it cannot forge the header.
 */
export function registerCsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie && !request.routeOptions.config.sharedCache && !request.routeOptions.config.probe) {
      reply.setCookie(CSRF_COOKIE, newToken(), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrfExempt) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      throw new HttpError(419, MESSAGES.csrf);
    }
  });
}
