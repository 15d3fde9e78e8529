import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUser } from '@tennis/contracts';
import { SESSION_COOKIE } from '../auth/create-auth.js';
import { sessions, users } from '../db/schema/index.js';
import { agent, createTestApp, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/user', () => {
  it('answers null and the lifetime to a guest', async () => {
    const response = await agent(t.app).get('/api/user');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, lifetime: 120 });
  });

  it.each([
    ['god@demo.gr', { role: 'admin', godMode: true, host: null }],
    ['admin@demo.gr', { role: 'admin', godMode: false, host: null }],
    ['host@demo.gr', { role: 'host', host: { id: 1, name: 'Athens Tennis', slug: 'athens-tennis' } }],
    ['employee@demo.gr', { role: 'host-employee', host: { id: 1, slug: 'athens-tennis' } }],
    ['host2@demo.gr', { role: 'host', host: { id: 2, slug: 'thessaloniki-tennis' } }],
    ['newuser@demo.gr', { role: 'user', player: null, potentialPlayerMatch: false }],
  ])('presents %s', async (email, expected) => {
    const user = (await (await loginAs(t.app, email)).get('/api/user')).json().user;
    expect(ZCurrentUser.parse(user)).toMatchObject({
      email,
      impersonatedBy: null,
      forcePasswordChange: false,
      ...expected,
    });
  });

  it('treats an expired session as a guest and clears its cookie', async () => {
    const browser = await loginAs(t.app, 'player@demo.gr', { ip: '10.6.0.1' });
    const me = (await browser.get('/api/user')).json().user;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, me.id));
    const response = await browser.get('/api/user');
    expect(response.json().user).toBeNull();
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('treats a forged cookie as a guest', async () => {
    const browser = agent(t.app);
    browser.cookies.set(SESSION_COOKIE, 'forged-token.c2lnbmF0dXJl');
    expect((await browser.get('/api/user')).json().user).toBeNull();
  });

  it('drops a banned user at once', async () => {
    const browser = await loginAs(t.app, 'host2@demo.gr', { ip: '10.6.0.2' });
    await t.db.update(users).set({ banned: true }).where(eq(users.email, 'host2@demo.gr'));
    try {
      expect((await browser.get('/api/user')).json().user).toBeNull();
    } finally {
      await t.db.update(users).set({ banned: false }).where(eq(users.email, 'host2@demo.gr'));
    }
  });
});
