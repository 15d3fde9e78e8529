import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED, GOD_ACCOUNT_UNDELETABLE } from '@tennis/contracts';
import { SESSION_COOKIE } from '../auth/create-auth.js';
import { accounts, players, sessions, users } from '../db/schema/index.js';
import { agent, createTestApp, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('DELETE /delete-account', () => {
  it('deletes the account and its sessions, signs out, and keeps the player profile unlinked', async () => {
    const browser = await loginAs(t.app, 'player@demo.gr');
    const other = await loginAs(t.app, 'player@demo.gr');
    const id = t.seeded.users.player;
    const response = await browser.delete('/delete-account');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_DELETED });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await other.get('/api/user')).json().user).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, id))).toHaveLength(0);
    const [player] = await t.db.select().from(players).where(eq(players.id, t.seeded.playerId));
    expect(player).toMatchObject({ userId: null, displayName: 'Γιώργος Παπαδόπουλος' });
    const login = await agent(t.app).post('/login', { email: 'player@demo.gr', password: 'demo1234' });
    expect(login.statusCode).toBe(422);
  });

  it('refuses the god account and an account the god user is only wearing', async () => {
    const god = await loginAs(t.app, 'god@demo.gr');
    const refused = await god.delete('/delete-account');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GOD_ACCOUNT_UNDELETABLE);
    await god.post('/api/self-transform', { userId: t.seeded.users.newuser });
    expect((await god.delete('/delete-account')).statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, t.seeded.users.newuser))).toHaveLength(1);
  });

  it('answers 401 to a guest and 419 without the CSRF header', async () => {
    expect((await agent(t.app).delete('/delete-account')).statusCode).toBe(401);
    const browser = await loginAs(t.app, 'host2@demo.gr');
    expect((await browser.delete('/delete-account', { csrf: false })).statusCode).toBe(419);
    expect((await browser.get('/api/user')).json().user.email).toBe('host2@demo.gr');
  });
});
