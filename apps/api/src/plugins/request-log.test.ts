import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestLogs } from '../db/schema/index.js';
import { agent, createTestApp, loginAs, type TestApp } from '../test/app.js';
import { LOG_TEXT_LIMIT, loggableParams } from './request-log.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rowsFrom = (ip: string) => t.db.select().from(requestLogs).where(eq(requestLogs.ipAddress, ip));

describe('request logs', () => {
  it('writes method, path, status, duration and user of each API call, secrets removed', async () => {
    const browser = await loginAs(t.app, 'player@demo.gr', { ip: '10.9.0.1', userAgent: 'LogTester/2' });
    await browser.get('/api/user/settings');
    // The guest's read before signing in (the login page's token) is not kept; the login and what followed are.
    await vi.waitFor(async () => expect(await rowsFrom('10.9.0.1')).toHaveLength(2), { timeout: 5000 });
    const rows = await rowsFrom('10.9.0.1');
    const login = rows.find((r) => r.url === '/login');
    expect(login).toMatchObject({
      method: 'POST',
      statusCode: 200,
      userId: t.seeded.users.player,
      userAgent: 'LogTester/2',
    });
    expect(login?.params).toEqual({ body: { email: 'player@demo.gr', password: '[redacted]' } });
    expect(login?.durationMs).toEqual(expect.any(Number));
    expect(rows.find((r) => r.url === '/api/user/settings')).toMatchObject({
      method: 'GET',
      statusCode: 200,
      userId: t.seeded.users.player,
    });
  });

  it('logs refusals too, and skips the health probe', async () => {
    const guest = agent(t.app, { ip: '10.9.0.2' });
    await guest.get('/api/health');
    await guest.get('/api/user/settings');
    await vi.waitFor(
      async () =>
        expect((await rowsFrom('10.9.0.2')).map((r) => [r.url, r.statusCode])).toEqual([['/api/user/settings', 401]]),
      {
        timeout: 5000,
      },
    );
  });

  it('leaves out a guest’s successful reads, keeping their changes and refusals', async () => {
    const guest = agent(t.app, { ip: '10.9.0.5' });
    await guest.get('/api/global-search?q=παπαδοπουλος');
    await guest.get('/api/user/settings');
    await guest.post('/api/contact', {});
    await vi.waitFor(
      async () =>
        expect((await rowsFrom('10.9.0.5')).map((r) => [r.method, r.statusCode]).sort()).toEqual([
          ['GET', 401],
          ['POST', 422],
        ]),
      { timeout: 5000 },
    );
  });

  it('cuts long texts to 1024 characters', async () => {
    await agent(t.app, { ip: '10.9.0.3' }).get(`/api/js-log?action=a&message=${'λ'.repeat(3000)}`);
    await vi.waitFor(async () => expect(await rowsFrom('10.9.0.3')).toHaveLength(1), { timeout: 5000 });
    const [row] = await rowsFrom('10.9.0.3');
    expect(row?.url.length).toBe(LOG_TEXT_LIMIT);
    expect((row?.params as { query: { message: string } }).query.message.length).toBe(LOG_TEXT_LIMIT);
  });

  it('keeps a batch whose texts held NUL characters, and times each row by its own answer', async () => {
    const before = Date.now();
    await agent(t.app, { ip: '10.9.0.4' }).get('/api/js-log?action=a&message=x%00y');
    await agent(t.app, { ip: '10.9.0.4' }).get('/api/js-log?action=b&message=z');
    await vi.waitFor(async () => expect(await rowsFrom('10.9.0.4')).toHaveLength(2), { timeout: 5000 });
    const rows = await rowsFrom('10.9.0.4');
    expect(rows.map((row) => (row.params as { query: { message: string } }).query.message).sort()).toEqual(['xy', 'z']);
    for (const row of rows) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a batch whose query named a key with a NUL character or held half a surrogate pair', async () => {
    await agent(t.app, { ip: '10.9.0.6' }).get('/api/js-log?action=a&message=m&x%00y=1');
    await agent(t.app, { ip: '10.9.0.6' }).get('/api/js-log?action=b&message=%ED%A0%80');
    await agent(t.app, { ip: '10.9.0.6' }).get('/api/js-log?action=c&message=z');
    await vi.waitFor(async () => expect(await rowsFrom('10.9.0.6')).toHaveLength(3), { timeout: 5000 });
  });
});

describe('loggableParams', () => {
  it('drops NUL characters and lone surrogate halves from keys and texts, which PostgreSQL refuses', () => {
    expect(loggableParams({ 'a\u0000b': 'c\u0000d', e: 'f\ud800g', h: 'ok 😀' })).toEqual({
      ab: 'cd',
      e: 'fg',
      h: 'ok 😀',
    });
  });

  it('redacts secrets at any depth and keeps the rest', () => {
    expect(loggableParams({ a: 1, token: 'x', nested: { newPassword_confirmation: 'y', ok: true } })).toEqual({
      a: 1,
      token: '[redacted]',
      nested: { newPassword_confirmation: '[redacted]', ok: true },
    });
  });
});
