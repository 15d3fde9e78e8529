import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGGED_OUT } from '@tennis/contracts';
import { SESSION_COOKIE } from './create-auth.js';
import { authenticationLogs, sessions } from '../db/schema/index.js';
import { MESSAGES } from '../lib/http-error.js';
import { agent, createTestApp, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /logout', () => {
  it('ends the session, clears the cookie and says so in Greek', async () => {
    const browser = await loginAs(t.app, 'player@demo.gr');
    const stolen = browser.cookies.get(SESSION_COOKIE);
    const response = await browser.get('/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LOGGED_OUT });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await browser.get('/api/user')).json().user).toBeNull();
    // The old cookie is worth nothing: the session row is gone.
    const replay = agent(t.app);
    replay.cookies.set(SESSION_COOKIE, stolen ?? '');
    expect((await replay.get('/api/user')).json().user).toBeNull();
  });

  it('answers 401 to a guest (the web app clears its user either way)', async () => {
    const response = await agent(t.app).get('/logout');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.unauthenticated);
  });

  it('writes a logout row and deletes the session row', async () => {
    const browser = await loginAs(t.app, 'newuser@demo.gr', { ip: '10.2.0.1' });
    const me = (await browser.get('/api/user')).json().user;
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, me.id));
    await browser.get('/logout');
    const after = await t.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(after.length).toBe(before.length - 1);
    const rows = await t.db
      .select()
      .from(authenticationLogs)
      .where(and(eq(authenticationLogs.userId, me.id), eq(authenticationLogs.event, 'logout')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ipAddress).toBe('10.2.0.1');
  });
});
