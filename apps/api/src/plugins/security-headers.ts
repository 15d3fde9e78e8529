import type { FastifyInstance } from 'fastify';
import { isBotCheckOn, type Env } from '../config/env.js';

// The security headers of every answer (pages, files and API), decided here
// and nowhere else. Decision 016 says why each source is allowed.

/** Pages meant to be shown in other sites' frames; every other answer refuses to be framed (clickjacking). */
const EMBEDDABLE_PAGES: readonly string[] = ['/demo-pages/iframe-demo'];

/** The privacy-enhanced YouTube player of the championship videos. */
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com'];
/**
 * Map frames of the partner facilities (Google Maps' embed API). The facility
 * pages use the keyless form `/maps?q=…&output=embed`, which marks an address
 * without an API key: a source without a trailing slash allows that exact path
 * only, not the rest of google.com/maps.
 */
const MAP_FRAMES = ['https://www.google.com/maps/embed/', 'https://www.google.com/maps'];
/** The championship's TripAdvisor page, where the review page asks visitors for a review. */
const REVIEW_FRAMES = ['https://www.tripadvisor.com'];
/** reCAPTCHA v3, the bot check, loaded only when live runs it. */
const BOT_CHECK_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const BOT_CHECK_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The Content-Security-Policy, as directive → sources. */
export function contentSecurityPolicy(
  env: Pick<Env, 'APP_ENV' | 'BOT_CHECK'>,
  options: { embeddable: boolean },
): Record<string, string[]> {
  const botCheck = isBotCheckOn(env);
  const policy: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No inline script anywhere: only files from our origin (and the bot check's).
    'script-src': ["'self'", ...(botCheck ? BOT_CHECK_SCRIPTS : [])],
    'script-src-attr': ["'none'"],
    // Libraries insert <style> elements at run time (toasts, the search palette's
    // scroll lock, the calendar), some with computed content: see decision 016.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for small inline images, blob: for the previews of files about to be uploaded.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    // data: for the calendar's icon font, which FullCalendar inlines in its styles (decision 016).
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': [...YOUTUBE_FRAMES, ...MAP_FRAMES, ...REVIEW_FRAMES, ...(botCheck ? BOT_CHECK_FRAMES : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.embeddable ? ["'self'", 'https:'] : ["'none'"],
  };
  if (env.APP_ENV === 'live') policy['upgrade-insecure-requests'] = [];
  return policy;
}

const serializePolicy = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * The headers every answer carries besides the policy: no MIME sniffing, our
 * origin (never a path: reset links carry tokens) as the referrer, the
 * cross-origin isolation of windows and resources, and nothing older browsers
 * or plugins could misuse. HSTS only in live: dev and test run on plain
 * http://localhost, and a browser remembers it for a year.
 */
function plainSecurityHeaders(env: Pick<Env, 'APP_ENV'>): Record<string, string> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditors did more harm than good; 0 turns them off.
    'x-xss-protection': '0',
    ...(env.APP_ENV === 'live' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Every header of an answer, by whether the page may be framed: made once, set in one call per request. */
export function securityHeaders(env: Pick<Env, 'APP_ENV' | 'BOT_CHECK'>, options: { embeddable: boolean }) {
  const policy = serializePolicy(contentSecurityPolicy(env, options));
  return {
    ...plainSecurityHeaders(env),
    'content-security-policy': policy,
    // For browsers that know only the older header.
    ...(options.embeddable ? {} : { 'x-frame-options': 'DENY' }),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, env: Env): void {
  const framed = securityHeaders(env, { embeddable: true });
  const unframed = securityHeaders(env, { embeddable: false });
  // On request, so that refusals and errors carry them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(EMBEDDABLE_PAGES.includes(pathOf(request.url)) ? framed : unframed);
  });
}
