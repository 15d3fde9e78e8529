import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_PREFIX } from '../auth/create-auth.js';
import { compressPage, pageEncodingFor } from './compress-page.js';

/** What the web app's server build offers to draw a page (apps/web/src/entry-server.tsx). */
export type PageRenderer = {
  isServerRenderedPage: (pathname: string) => boolean;
  renderPage: (request: {
    url: string;
    cookieHeader: string;
    fetch: typeof fetch;
    timeoutMs: number;
  }) => Promise<
    | { kind: 'page'; html: string; state: unknown; lang: string }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'not-found' }
  >;
  pageDocument: (template: string, page: { kind: 'page'; html: string; state: unknown; lang: string }) => string;
};

/** Past this a visitor waits longer for the server's page than for the app to draw it: the app is sent instead. */
const RENDER_TIMEOUT_MS = 3000;

/**
 * Whether the request comes from someone signed in, or who was: any of the
 * auth cookies (session, cached session data, an impersonator's session).
 * Such a visitor gets the app without server markup, so nothing personal is
 * ever drawn into a page (decision 021).
 */
const mayBeSignedIn = (request: FastifyRequest) =>
  Object.keys(request.cookies).some((name) => name.startsWith(`${COOKIE_PREFIX}.`));

/**
 * The page's API calls, answered by the app in process: the same routes,
 * validation and rules as a browser's call. Only reads, and as a guest: the
 * visitor's cookies are not passed on, so no call can act as anyone.
 */
const fetchThroughApp =
  (app: FastifyInstance, request: FastifyRequest): typeof fetch =>
  async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`a page drawn on the server only reads, it asked for ${method}`);
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const language = request.headers['accept-language'];
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(language ? { 'accept-language': language } : {}),
      },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

/**
 * Answers a guest's visit to a public page with the page drawn on the server
 * and its data, or leaves it (false) to the caller's plain app: a signed-in
 * visitor, a page not drawn on the server, and any failure or timeout (logged:
 * the app still draws the page in the browser, a visitor never sees a 500).
 */
export async function replyWithRenderedPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  template: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<'sent' | 'not-found' | 'not-rendered'> {
  const path = request.url.split('?')[0] ?? '/';
  if (!renderer.isServerRenderedPage(path) || mayBeSignedIn(request)) return 'not-rendered';
  let page;
  try {
    page = await renderer.renderPage({
      url: request.url,
      cookieHeader: request.headers.cookie ?? '',
      fetch: fetchThroughApp(app, request),
      timeoutMs: RENDER_TIMEOUT_MS,
    });
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'page not drawn on the server: the app draws it');
    return 'not-rendered';
  }
  if (page.kind === 'not-found') return 'not-found';
  // The answer depends on the visitor's cookies (signed in or not, language) and, for a page, on the encodings
  // the browser takes: a shared cache must keep them apart.
  reply.header('Vary', 'Cookie, Accept-Encoding');
  if (page.kind === 'redirect') {
    await reply.redirect(page.location, page.status);
    return 'sent';
  }
  // Revalidated before each use like index.html (decision 020): a page that draws the same answers 304 without
  // a body. Its tag is the markup's, not the state's, which holds the time each answer was fetched: a kept copy
  // carries its own state, older by then, so the browser refetches it as soon as the copy's data is stale.
  const etag = `"${createHash('sha1').update(page.lang).update(page.html).digest('base64url')}"`;
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return 'sent';
  }
  const html = renderer.pageDocument(template, page);
  const encoding = pageEncodingFor(request.headers['accept-encoding']);
  reply.code(200).type('text/html; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  await reply.send(encoding ? await compressPage(html, encoding) : html);
  return 'sent';
}
