import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonRecordset } from '../db/json-rows.js';

/** Texts in log tables are cut here (spec 1 §9). */
export const LOG_TEXT_LIMIT = 1024;
// Probes and scrapes, not anyone's doings (/health/* is served outside this context anyway).
const SKIPPED = new Set(['/api/health', '/metrics']);
const READS = new Set(['GET', 'HEAD']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call is its own record (a browser's log line): written for guests' reads too. */
    alwaysLogged?: boolean;
  }
}
const SECRET_KEY = /pass|token|secret|hash|cookie|authorization/i;

/** Halves of surrogate pairs: PostgreSQL's jsonb refuses them, as its text refuses NUL characters. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Cut to the limit, without what PostgreSQL refuses (one such text would lose the whole batch). */
const cut = (text: string) => {
  const clean = text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '');
  return clean.length > LOG_TEXT_LIMIT ? clean.slice(0, LOG_TEXT_LIMIT) : clean;
};

/** Query and body as stored: secrets replaced, long texts cut, nesting kept shallow. */
export function loggableParams(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => loggableParams(v, depth + 1));
  return Object.fromEntries(
    // Keys are the client's text too.
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [
      cut(key),
      SECRET_KEY.test(key) ? '[redacted]' : loggableParams(v, depth + 1),
    ]),
  );
}

function paramsOf(request: FastifyRequest): Record<string, unknown> | null {
  const params: Record<string, unknown> = {};
  if (request.query && typeof request.query === 'object' && Object.keys(request.query).length > 0)
    params.query = loggableParams(request.query);
  if (request.body && typeof request.body === 'object') params.body = loggableParams(request.body);
  return Object.keys(params).length > 0 ? params : null;
}

/** A request_logs row as the batch carries it (column names, times as ISO text). */
interface RequestLogRow {
  user_id: number | null;
  ip_address: string;
  method: string;
  url: string;
  params: Record<string, unknown> | null;
  status_code: number;
  duration_ms: number;
  user_agent: string | null;
  created_at: string;
}

/** The whole batch as one JSON parameter (db/json-rows.ts): a parameter per value cost more than the requests logged. */
const insertBatch = (rows: readonly RequestLogRow[]) => sql`
  insert into request_logs (user_id, ip_address, method, url, params, status_code, duration_ms, user_agent, created_at)
  select user_id, ip_address, method, url, params, status_code, duration_ms, user_agent, created_at
    from ${jsonRecordset(rows, 'r', 'user_id integer, ip_address text, method text, url text, params jsonb, status_code smallint, duration_ms integer, user_agent text, created_at timestamptz')}`;

/** Rows are written together: at most this many at once, and at most this long after the answer. */
const BATCH_SIZE = 50;
const FLUSH_AFTER_MS = 250;

/**
 * One request_logs row per API call of this context (/request-logs): who,
 * what, the answer and how long it took. Rows are collected and written in
 * one INSERT a quarter of a second later (or when 50 are waiting), after the
 * answers left: a busy endpoint such as search-as-you-type costs one insert
 * per batch instead of one per keystroke, and a failed insert is logged, not
 * fatal. Static files and the web app's pages are served outside this
 * context and the health probe is skipped, so the table holds calls, not noise.
 *
 * A guest's successful read is not written: it changes nothing and names
 * nobody, and it is the crowd's traffic (standings polled on a final's day,
 * search as a visitor types) that a CDN or the process's caches answer; a
 * row per poll in the primary database would cost more than the answer. What
 * a signed-in user does, every change, and every refusal are written.
 */
export function registerRequestLog(app: FastifyInstance): void {
  let waiting: RequestLogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return writing;
    const rows = waiting;
    waiting = [];
    // Batches are written one after another, never two at once.
    writing = writing.then(() =>
      app.db
        .execute(insertBatch(rows))
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err, rows: rows.length }, 'request logs not written')),
    );
    return writing;
  };

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === undefined || SKIPPED.has(route) || route.startsWith('/api/docs')) return;
    if (
      !request.user &&
      READS.has(request.method) &&
      reply.statusCode < 400 &&
      !request.routeOptions.config.alwaysLogged
    )
      return;
    waiting.push({
      user_id: request.user?.id ?? null,
      ip_address: request.ip,
      method: request.method,
      url: cut(request.url),
      params: paramsOf(request),
      status_code: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime),
      user_agent: request.headers['user-agent'] ? cut(request.headers['user-agent']) : null,
      created_at: new Date().toISOString(),
    });
    if (waiting.length >= BATCH_SIZE) void flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
  });
  app.addHook('onClose', async () => {
    await flush();
  });
}
