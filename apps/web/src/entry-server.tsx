// The web app on the server: the API imports this module's build (dist-server)
// to answer each page with the right status, and to draw the public pages with
// their data (decision 021). It uses the browser's own route table, so a page
// exists on the server exactly when the client router knows it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { ApiError } from './lib/api-error';
import { i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { resolveScopesWith, type RenderScope } from './lib/render-scope';
import type { PageHandle, PageHeadText } from './lib/page-requirement';
import { fetchPendingQueries } from './server/fetch-pending-queries';
import { renderToHtml } from './server/render-to-html';
import { SERVER_STATE_ID, serializeServerState, type ServerState } from './server/server-state';

const scopes = new AsyncLocalStorage<RenderScope>();
resolveScopesWith(() => {
  const scope = scopes.getStore();
  if (!scope) throw new Error('app code ran on the server outside a page render');
  return scope;
});

/** Whether a path is one of the app's pages: the catch-all not-found route does not count. */
export function isKnownPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const page = matches?.at(-1)?.route;
  return page !== undefined && page.path !== '*';
}

/** Whether a path is a public page drawn on the server (its route says `handle.serverRendered`). */
export function isServerRenderedPage(pathname: string): boolean {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as { serverRendered?: boolean } | undefined;
  return handle?.serverRendered === true;
}

/**
 * What a shared link of the page previews, from its route (`handle.head`):
 * null for a path that is no page or a page that names none.
 */
export function pageHeadOf(pathname: string): PageHeadText | null {
  const page = matchRoutes(routes, pathname)?.at(-1);
  if (!page || page.route.path === '*') return null;
  const head = (page.route.handle as PageHandle | undefined)?.head;
  if (!head) return null;
  return typeof head === 'function' ? head(page.params) : head;
}

/** The languages a page may be written in (the app's own two, and those of the visitors' guide). */
const PAGE_LANGUAGES = new Set(['el', 'en', 'fr', 'es', 'it']);

export type PageRequest = {
  /** Path and query of the page. */
  url: string;
  /** The visitor's cookies (a guest's: no session). */
  cookieHeader: string;
  /** Answers the app's API calls in process, as the browser's fetch would over the network. */
  fetch: typeof fetch;
  /** How long the whole render may take before the page is sent without server markup. */
  timeoutMs: number;
};

export type RenderedPage =
  | { kind: 'page'; html: string; state: ServerState; lang: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found' };

/** A render asks for the data its page draws, fetches it, and draws again: at most this many times. */
const MAX_PASSES = 4;

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

async function drawPage(request: PageRequest, scope: RenderScope, signal: AbortSignal): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost'), { signal }));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400)
      return { kind: 'redirect', status: context.status, location };
    throw new Error(`a loader answered ${context.status}`);
  }
  if (context.statusCode === 404) return { kind: 'not-found' };
  if (context.errors) throw new Error('a loader failed', { cause: Object.values(context.errors)[0] });

  const queryClient = scope.queryClient!;
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>
  );
  for (let pass = 1; ; pass++) {
    const html = await renderToHtml(tree, signal);
    const fetched = await fetchPendingQueries(queryClient);
    const errors = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.error)
      .filter((error) => error !== null);
    if (errors.some(isMissing)) return { kind: 'not-found' };
    if (errors.length > 0) throw new Error('a query of the page failed', { cause: errors[0] });
    if (fetched === 0) {
      const state: ServerState = {
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      };
      // A page with an address per language is in its own language, whatever the visitor reads the app in.
      const lang = pageHeadOf(new URL(request.url, 'http://localhost').pathname)?.language ?? scope.i18n!.language;
      return { kind: 'page', html, state, lang };
    }
    if (pass === MAX_PASSES) throw new Error(`the page still waited for data after ${MAX_PASSES} renders`);
  }
}

/**
 * Draws a public page for a guest with the data it shows. Each request gets its
 * own scope (query cache, translator, cookies), so concurrent renders never share
 * data. Throws when the page cannot be drawn in time: the caller sends the app
 * without server markup instead.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // A failed call is the page's answer (404) or a reason to send the plain app: no time for retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const scope: RenderScope = {
    server: { cookieHeader: request.cookieHeader, fetch: request.fetch },
    queryClient,
    i18n: i18n.cloneInstance({ initAsync: false }),
  };
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`render took longer than ${request.timeoutMs} ms`)),
    request.timeoutMs,
  );
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
  );
  // Aborted after every render too (to stop what is left): only a race that is still running hears it.
  aborted.catch(() => undefined);
  try {
    return await scopes.run(scope, () => Promise.race([drawPage(request, scope, controller.signal), aborted]));
  } finally {
    clearTimeout(timer);
    controller.abort(new Error('render finished'));
    queryClient.clear();
  }
}

/**
 * A drawn page shows its content before any code runs, so its code may wait:
 * fetched at low priority, the style sheet and the fonts the first paint needs
 * take a phone's slow connection first, and the code follows to hydrate. (The
 * plain app keeps the normal priority: it draws nothing without its code.)
 */
const lowPriorityTemplates = new Map<string, string>();
function withCodeAtLowPriority(template: string): string {
  // The template is the same file for every visit: rewritten once.
  let rewritten = lowPriorityTemplates.get(template);
  if (rewritten === undefined) {
    rewritten = template
      .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
    lowPriorityTemplates.set(template, rewritten);
  }
  return rewritten;
}

/**
 * The app's index.html with a drawn page in it: the markup inside #root, the
 * state the browser hydrates from beside it, the page's language on <html>.
 */
export function pageDocument(template: string, page: Extract<RenderedPage, { kind: 'page' }>): string {
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState(page.state)}</script>`;
  return withCodeAtLowPriority(template)
    .replace(/<html lang="[^"]*"/, `<html lang="${PAGE_LANGUAGES.has(page.lang) ? page.lang : 'el'}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
}
