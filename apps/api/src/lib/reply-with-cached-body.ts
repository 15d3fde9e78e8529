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

/** The encoding to send: brotli when the client takes it (every current browser), else gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    // "br;q=0" says no.
    .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : null;
}

/** The cached bytes in that encoding. */
export const bytesIn = (cached: CachedBody, encoding: 'br' | 'gzip' | null): Buffer =>
  encoding === 'br' ? cached.brotli : encoding === 'gzip' ? cached.gzipped : cached.body;

/** A 304 when the client holds this version, otherwise the cached bytes, compressed as the client takes them. */
export function replyWithCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl = PUBLIC_CACHE_CONTROL,
): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', cacheControl);
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send(null);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  // Fastify sends a buffer as it is: the body was validated by the response schema when cached.
  return reply.send(bytesIn(cached, encoding));
}
