import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLogs } from '../db/schema/index.js';

/** Texts in log tables are cut here (spec 1 §9). */
export const LOG_TEXT_LIMIT = 1024;
const SKIPPED = new Set(['/api/health']);
const SECRET_KEY = /pass|token|secret|hash|cookie|authorization/i;

const cut = (text: string) => (text.length > LOG_TEXT_LIMIT ? text.slice(0, LOG_TEXT_LIMIT) : text);

/** Query and body as stored: secrets replaced, long texts cut, nesting kept shallow. */
export function loggableParams(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => loggableParams(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, SECRET_KEY.test(key) ? '[redacted]' : loggableParams(v, depth + 1)]),
  );
}

function paramsOf(request: FastifyRequest): Record<string, unknown> | null {
  const params: Record<string, unknown> = {};
  if (request.query && typeof request.query === 'object' && Object.keys(request.query).length > 0) params.query = loggableParams(request.query);
  if (request.body && typeof request.body === 'object') params.body = loggableParams(request.body);
  return Object.keys(params).length > 0 ? params : null;
}

type RequestLogRow = typeof requestLogs.$inferInsert;

/** Rows are written together: at most this many at once, and at most this long after the answer. */
const BATCH_SIZE = 200;
const FLUSH_AFTER_MS = 250;

/**
 * One request_logs row per API call of this context (/request-logs): who,
 * what, the answer and how long it took. Rows are collected and written in
 * one INSERT a quarter of a second later (or when 200 are waiting), after the
 * answers left: a busy endpoint such as search-as-you-type costs one insert
 * per batch instead of one per keystroke, and a failed insert is logged, not
 * fatal. Static files and the web app's pages are served outside this
 * context and the health probe is skipped, so the table holds calls, not noise.
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
        .insert(requestLogs)
        .values(rows)
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err, rows: rows.length }, 'request logs not written')),
    );
    return writing;
  };

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === undefined || SKIPPED.has(route) || route.startsWith('/api/docs')) return;
    waiting.push({
      userId: request.user?.id ?? null,
      ipAddress: request.ip,
      method: request.method,
      url: cut(request.url),
      params: paramsOf(request),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      userAgent: request.headers['user-agent'] ? cut(request.headers['user-agent']) : null,
    });
    if (waiting.length >= BATCH_SIZE) void flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
  });
  app.addHook('onClose', async () => {
    await flush();
  });
}
