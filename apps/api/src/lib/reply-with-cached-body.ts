import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './version-checked-cache.js';

/**
 * Browsers revalidate every time (the ETag makes that a 304); a CDN may keep
 * a public answer for 15 seconds.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=15';

/** If-None-Match names this ETag: exactly, in a list, weakened by a proxy that compressed it, or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** A 304 when the client holds this version, otherwise the cached bytes, gzipped when the client takes gzip. */
export function replyWithCachedBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl = PUBLIC_CACHE_CONTROL): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', cacheControl);
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send(null);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) reply.header('content-encoding', 'gzip');
  // Fastify sends a buffer as it is: the body was validated by the response schema when cached.
  return reply.send(gzip ? cached.gzipped : cached.body);
}
