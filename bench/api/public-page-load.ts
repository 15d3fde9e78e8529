// Load and report for the cached public pages (draws, order of play): the
// real app against a bare node:http server that serves the same cached answer
// through the same function, with the same headers (the security headers every
// answer must carry included: the same bytes on the wire), so the ratio shows
// what the framework (routing, hooks, validation, request log) costs on top. Two reference rows say
// why the cache exists: the cheapest database call (`select 1`) behind
// node:http, and the same answer built from the database on every request
// (measured last: the requests it leaves queued would slow whatever follows).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../apps/api/src/config/env.js';
import type { Database } from '../../apps/api/src/db/client.js';
import { securityHeaders } from '../../apps/api/src/plugins/security-headers.js';
import { bytesIn, encodingFor } from '../../apps/api/src/lib/reply-with-cached-body.js';
import type { CachedBody } from '../../apps/api/src/lib/version-checked-cache.js';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const TARGET_P99_MS = 20;
const TARGET_RATIO = 0.6;
/** What current browsers send; both servers answer brotli from the copy compressed once per version. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A short fingerprint of an answer: the same on every run, as the data is. */
export const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 12);

export const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export const close = (server: Server) => new Promise((resolve) => server.close(resolve));

function serve(answer: (url: URL, response: ServerResponse) => Promise<void>): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    answer(new URL(request.url ?? '/', 'http://localhost'), response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
}

/** The cached answer behind node:http, in the encoding and with the headers the route sends. */
export function cachedServer(get: (url: URL) => Promise<CachedBody>): Server {
  const security = securityHeaders(loadEnv({ APP_ENV: 'test' }), { embeddable: false });
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const encoding = encodingFor(request.headers['accept-encoding']);
    get(new URL(request.url ?? '/', 'http://localhost'))
      .then((cached) => {
        response.writeHead(200, {
          ...security,
          'content-type': 'application/json; charset=utf-8',
          ...(encoding ? { 'content-encoding': encoding } : {}),
          etag: cached.etag,
          'cache-control': 'public, max-age=0, s-maxage=15',
          vary: 'accept-encoding',
        });
        response.end(bytesIn(cached, encoding));
      })
      .catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
  });
}

/** The answer built from the database on every request, as the route did before the cache. */
export function uncachedServer(build: (url: URL) => Promise<unknown>): Server {
  return serve(async (url, response) => {
    const body = JSON.stringify(await build(url));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
}

/** The cheapest database call behind node:http: the floor any route that reads the database stands on. */
export function floorServer(database: Database): Server {
  return serve(async (_url, response) => {
    await database.db.execute(sql`select 1`);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end('{}');
  });
}

async function load(url: string, duration: number): Promise<Measured> {
  // A worker thread sends the load, so the server's event loop (and PGlite on it) is left to the server.
  const result = await autocannon({ url, headers: HEADERS, connections: CONNECTIONS, duration, workers: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function measure(url: string): Promise<Measured> {
  await load(url, WARM_UP_SECONDS);
  return load(url, DURATION_SECONDS);
}

const row = (name: string, m: Measured, note = '') =>
  `  ${name.padEnd(10)} ${m.rps.toFixed(0).padStart(6)} req/s   p50 ${m.p50.toFixed(1).padStart(5)} ms   p99 ${m.p99.toFixed(1).padStart(5)} ms   errors ${m.errors}${note}`;

export function report(
  route: string,
  rows: { framework: Measured; baseline: Measured; uncached: Measured; floor: Measured },
  targetRatio = TARGET_RATIO,
): void {
  const { framework, baseline, uncached, floor } = rows;
  const ratio = framework.rps / baseline.rps;
  console.log(`GET ${route}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
  console.log(row('framework', framework));
  console.log(row('baseline', baseline, '   (the same cached answer behind node:http)'));
  console.log(row('select 1', floor, '   (floor: node:http and one trivial query)'));
  console.log(row('uncached', uncached, '   (built from the database per request, node:http)'));
  console.log(
    `  p99 target < ${TARGET_P99_MS} ms: ${framework.p99 < TARGET_P99_MS && framework.errors === 0 ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  ratio framework/baseline ${ratio.toFixed(2)} (target >= ${targetRatio}): ${ratio >= targetRatio ? 'PASS' : 'FAIL'}`,
  );
}
