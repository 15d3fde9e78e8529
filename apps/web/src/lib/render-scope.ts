import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Preferences } from './preferences';

/**
 * What one render of the app holds that would otherwise be module state: the
 * query cache, the translator, the visitor's preferences and how to reach the
 * API. The browser has one visitor, so one scope for the page's life; the
 * server renders many visitors at once, so each request brings its own (see
 * entry-server.tsx) and nothing one visitor fetched can show in another's page.
 * Each slot is filled by the module that owns it, on first use.
 */
export type RenderScope = {
  /** Set on the server: no toasts, no cookie writes, cookies from the request. */
  server?: { cookieHeader: string; fetch: typeof fetch };
  queryClient?: QueryClient;
  i18n?: I18n;
  preferences?: Preferences;
};

const browserScope: RenderScope = {};
let scopeOfServer: (() => RenderScope) | undefined;

/** The scope of the render running now: the browser's own, or the request's on the server. */
export function currentScope(): RenderScope {
  return scopeOfServer ? scopeOfServer() : browserScope;
}

/**
 * Called once by the server entry: from then on each call finds its request's
 * scope (an AsyncLocalStorage store); outside a request it must throw rather
 * than fall back to a scope shared by everyone.
 */
export function resolveScopesWith(resolve: (() => RenderScope) | undefined): void {
  scopeOfServer = resolve;
}

/** Whether this code runs in a server render. */
export const isServerRender = (): boolean => currentScope().server !== undefined;
