import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZVerifyEmailParams, ZVerifyEmailQuery } from '@tennis/contracts';
import { authRefusal } from './better-auth-bridge.js';
import { emailHash } from './auth-mails.js';
import { recordEmailVerifiedAt } from './record-email-verified-at.js';

/** What the token says it was issued for (better-auth checks the signature and expiry; this only compares). */
function tokenClaims(token: string): { userId?: unknown; email?: unknown } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      userId?: unknown;
      email?: unknown;
    };
  } catch {
    return {};
  }
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Where every link that cannot verify anything lands: the Greek page that offers a new link. */
const INVALID_LINK = '/verify-email?error=invalid';

export const verifyEmailRoute: FastifyPluginAsyncZod = async (app) => {
  // A mangled link (cut by a mail client, a missing token, a wrong id) is opened by a person in a browser:
  // it gets the Greek page, never the 422 JSON an API call would get.
  app.get('/verify-email/*', { schema: { hide: true } }, (_request, reply) => reply.redirect(INVALID_LINK));
  app.get(
    '/verify-email/:id/:hash',
    {
      schema: {
        tags: ['auth'],
        summary: 'The mailed verification link: marks the email verified and opens /dashboard?verified=1.',
        description:
          'An invalid or expired link opens /verify-email?error=invalid (or error=expired), where a new link can be asked for.',
        params: ZVerifyEmailParams,
        querystring: ZVerifyEmailQuery,
      },
      errorHandler: (error, _request, reply) => {
        if ((error as { validation?: unknown }).validation) return reply.redirect(INVALID_LINK);
        throw error;
      },
    },
    async (request, reply) => {
      const { id, hash } = request.params;
      const { token } = request.query;
      const claims = tokenClaims(token);
      const matches =
        claims.userId === String(id) && typeof claims.email === 'string' && sameText(emailHash(claims.email), hash);
      if (!matches) return reply.redirect(INVALID_LINK);
      try {
        await app.auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        const refusal = authRefusal(error);
        if (!refusal) throw error;
        return reply.redirect(`/verify-email?error=${refusal.code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid'}`);
      }
      await recordEmailVerifiedAt(app.db, id);
      return reply.redirect('/dashboard?verified=1');
    },
  );
};
