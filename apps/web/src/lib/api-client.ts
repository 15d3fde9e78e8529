import { emitApiEvent } from './api-events';
import { ApiError, detailsOf, errorsOf, extractErrorMessage, networkError } from './api-error';
import { readCookie } from './cookies';
import { currentScope } from './render-scope';
import { loadToasts } from './toasts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | null | undefined>;
export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. an `Idempotency-Key` that makes a repeated money change apply once. */
  headers?: Record<string, string>;
};

const SAFE_METHODS = new Set<Method>(['GET']);

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A flash message the server attached to an answer: `{ flash: { message, level } }`. */
function announceFlash(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('flash' in body)) return;
  const flash = (body as { flash: unknown }).flash;
  if (typeof flash === 'object' && flash !== null && 'message' in flash && typeof flash.message === 'string') {
    const level = 'level' in flash && typeof flash.level === 'string' ? flash.level : 'info';
    emitApiEvent({ type: 'flash', message: flash.message, level });
  }
}

/** The headers every call sends; a mutation echoes the XSRF-TOKEN cookie (without it the server answers 419). */
export function requestHeaders(method: Method): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  return headers;
}

/**
 * What an answer means, whichever way it travelled (fetch, or XMLHttpRequest
 * for an upload with progress): the parsed body, or a thrown ApiError carrying
 * the one message to show. A lost session and a flash message are announced.
 */
export function settleAnswer<T>(method: Method, path: string, status: number, text: string): T {
  const body = parseJson(text);
  emitApiEvent({ type: 'response', method, path, status });

  if (status < 200 || status > 299) {
    if (status === 401 || status === 419) {
      emitApiEvent({ type: 'session-lost', status, method, path });
    }
    throw new ApiError(extractErrorMessage(status, body), status, errorsOf(body), detailsOf(status, body));
  }

  announceFlash(body);
  // The server checked the answer against the contract's schema before sending it.
  return body as T;
}

/**
 * One request to our server. Cookies travel with it; a failed answer throws
 * an ApiError carrying the one message to show.
 */
async function request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = { ...options.headers, ...requestHeaders(method) };
  const server = currentScope().server;
  if (!SAFE_METHODS.has(method) && !server) void loadToasts();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    // On the server the call goes through the API in process, so the same routes and rules answer it.
    response = await (server?.fetch ?? fetch)(withQuery(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }

  return settleAnswer(method, path, response.status, await response.text());
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
