import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildChampionship } from '../test/build-records.js';
import { CSRF_COOKIE } from './csrf.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tokenCookieOf = (headers: Record<string, unknown>) =>
  ([headers['set-cookie']].flat() as (string | undefined)[]).find((line) => line?.startsWith(`${CSRF_COOKIE}=`));

describe('the CSRF token cookie', () => {
  it('is handed to a browser that has none, readable by the page and same-site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    const cookie = tokenCookieOf(response.headers);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Lax$/);
  });

  it('differs for every new visitor, across the batches of random bytes it is drawn from', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 400; i += 1) {
      const cookie = tokenCookieOf((await t.app.inject({ method: 'GET', url: '/api/user' })).headers);
      tokens.add(/^XSRF-TOKEN=([\w-]{32});/.exec(cookie ?? '')?.[1] ?? '');
    }
    expect(tokens.size).toBe(400);
    expect(tokens.has('')).toBe(false);
  });

  it('is not set on answers a shared cache may keep, so a CDN can keep them', async () => {
    const championship = await buildChampionship(t.db, { state: 'underway' });
    const standings = await t.app.inject({ method: 'GET', url: `/api/championships/${championship.id}/standings` });
    expect(standings.statusCode).toBe(200);
    expect(standings.headers['cache-control']).toContain('public');
    expect(tokenCookieOf(standings.headers)).toBeUndefined();
  });

  it('refuses a mutation whose header does not repeat the cookie with 419', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      cookies: { [CSRF_COOKIE]: 'a'.repeat(32) },
      headers: { 'x-xsrf-token': 'b'.repeat(32) },
      payload: {},
    });
    expect(response.statusCode).toBe(419);
  });
});
