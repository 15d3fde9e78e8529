import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonRecordset } from '../db/json-rows.js';
import { formatAthensDateTime } from '../lib/athens-time.js';

/** Crawlers are not visitors. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|preview/i;

/** Counts are written together: at most this long after the first visit waiting. */
const FLUSH_AFTER_MS = 5000;
const MAX_WAITING = 500;

export type VisitCounter = { record: (request: FastifyRequest) => void; flush: () => Promise<void> };

/**
 * Counts the pages opened in a browser (site_visits), for /admin/stats/site-traffic.
 * A page view must not cost a database write of its own (a final's day is a
 * crowd), so visits are summed in memory and added to the day's rows in one
 * statement every few seconds; a process that stops writes what it holds first.
 */
export function createVisitCounter(app: FastifyInstance, secret: string): VisitCounter {
  let waiting = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return writing;
    const rows = [...waiting].map(([key, visits]) => {
      const [day, visitor] = key.split('|') as [string, string];
      return { day, visitor, visits };
    });
    waiting = new Map();
    writing = writing.then(() =>
      app.db
        .execute(
          sql`insert into site_visits (day, visitor, visits)
            select day, visitor, visits from ${jsonRecordset(rows, 'v', 'day date, visitor text, visits integer')}
            on conflict (day, visitor) do update set visits = site_visits.visits + excluded.visits`,
        )
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err, rows: rows.length }, 'site visits not written')),
    );
    return writing;
  };

  const record = (request: FastifyRequest) => {
    const agent = request.headers['user-agent'] ?? '';
    if (CRAWLER.test(agent)) return;
    const day = formatAthensDateTime(new Date()).slice(0, 10);
    const visitor = createHmac('sha256', secret).update(`${day}|${request.ip}|${agent}`).digest('base64url');
    const key = `${day}|${visitor}`;
    waiting.set(key, (waiting.get(key) ?? 0) + 1);
    if (waiting.size >= MAX_WAITING) void flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
  };

  app.addHook('onClose', async () => {
    await flush();
  });
  return { record, flush };
}
