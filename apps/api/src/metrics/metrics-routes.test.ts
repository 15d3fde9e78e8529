import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { UNMATCHED_ROUTE } from './http-metrics.js';

// GET /metrics on the public port (no METRICS_PORT): what a request leaves in
// the histogram, the caches' and the process's numbers, and who may read them.

let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  // Sign-ins first: a write makes the next search wait for the index (a miss), which the cache test counts.
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

/** The metrics an admin reads, as the text Prometheus scrapes. */
async function scrape(): Promise<string> {
  const response = await as.admin.get('/metrics');
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of one series (`name{labels}`) in a scrape, or undefined when absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(',') : [];
    if (wanted.every((label) => present.includes(label)) && present.length === wanted.length) return Number(match[3]);
  }
  return undefined;
}

const durationCount = (text: string, labels: Record<string, string>) =>
  valueOf(text, 'http_request_duration_seconds_count', labels) ?? 0;

describe('GET /metrics', () => {
  it('answers an admin in Prometheus text format that no cache may keep', async () => {
    const response = await as.admin.get('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it.each([
    ['guest', 401],
    ['player', 403],
    ['host', 403],
    ['admin', 200],
  ] as const)('answers %s with %i', async (who, status) => {
    const response = await as[who].get('/metrics');
    expect(response.statusCode).toBe(status);
    if (status !== 200) expect(response.body).not.toContain('http_request_duration_seconds');
  });

  it('times a request under its route pattern, never its URL', async () => {
    const labels = { method: 'GET', route: '/api/championships/by-slug/:slug', status_code: '404' };
    const before = durationCount(await scrape(), labels);
    await as.guest.get('/api/championships/by-slug/no-such-league-7391');
    await as.guest.get('/api/championships/by-slug/another-league-7392');
    const after = await scrape();
    expect(durationCount(after, labels)).toBe(before + 2);
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 2);
    expect(after).not.toContain('no-such-league-7391');
  });

  it('times every path no route matches under one label', async () => {
    const labels = { method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' };
    const before = durationCount(await scrape(), labels);
    await as.guest.get('/api/scanner-probe-5521/wp-login.php');
    await as.guest.get('/.env');
    const after = await scrape();
    expect(durationCount(after, labels)).toBe(before + 2);
    expect(after).not.toContain('scanner-probe-5521');
  });

  it("counts the search index's answers: a miss when it had to be read, a hit when memory sufficed", async () => {
    const counts = async () => {
      const text = await scrape();
      return {
        hits: valueOf(text, 'cache_hits_total', { cache: 'search-index' }) ?? 0,
        misses: valueOf(text, 'cache_misses_total', { cache: 'search-index' }) ?? 0,
      };
    };
    const before = await counts();
    // This process answered sign-ins since the index was last read: the first search waits for it.
    expect((await as.guest.get('/api/global-search?q=παπαδ')).statusCode).toBe(200);
    const afterFirst = await counts();
    expect(afterFirst.misses).toBeGreaterThan(before.misses);
    expect((await as.guest.get('/api/global-search?q=γεωργ')).statusCode).toBe(200);
    const afterSecond = await counts();
    expect(afterSecond.hits).toBeGreaterThan(afterFirst.hits);
    expect(afterSecond.misses).toBe(afterFirst.misses);
  });

  it('includes the default process metrics of Node', async () => {
    const text = await scrape();
    expect(valueOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it("reports the database pool's connections exactly when the database is a PostgreSQL pool", async () => {
    const text = await scrape();
    const pooled = t.database.kind === 'postgres';
    expect(valueOf(text, 'db_pool_clients') !== undefined).toBe(pooled);
    expect(valueOf(text, 'db_pool_waiting_requests') !== undefined).toBe(pooled);
    // On a pool, the scrape itself came through it: at least one connection is held.
    if (pooled) expect(valueOf(text, 'db_pool_clients')).toBeGreaterThanOrEqual(1);
  });
});

describe('with METRICS_PORT set', () => {
  let apart: TestApp;
  beforeAll(async () => {
    apart = await createTestApp({ METRICS_PORT: '4291' });
  });
  afterAll(async () => apart?.close());

  it('serves no /metrics on the public port, not even to an admin', async () => {
    const admin = (await demoAgents(apart.app)).admin;
    expect((await admin.get('/metrics')).statusCode).toBe(404);
    // The app still measures, for the separate port: that refusal is an unmatched path.
    const { body } = await apart.app.metrics.render();
    expect(durationCount(body, { method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' })).toBe(1);
  });
});
