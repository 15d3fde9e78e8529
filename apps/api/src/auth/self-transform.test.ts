import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANNOT_TRANSFORM_INTO_SELF,
  NOT_TRANSFORMED,
  REQUIRED,
  TRANSFORMED,
  TRANSFORM_STOPPED,
  USER_NOT_FOUND,
} from '@tennis/contracts';
import { SESSION_COOKIE } from './create-auth.js';
import { GOD_ONLY } from './policy.js';
import { impersonationLogs } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../seed/accounts.js';
import { agent, createTestApp, expectFieldError, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('POST /api/self-transform', () => {
  it('lets the god user become another user and come back, logging both ends', async () => {
    const god = await loginAs(t.app, 'god@demo.gr');
    const playerId = t.seeded.users.player;
    const response = await god.post('/api/self-transform', { userId: playerId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: TRANSFORMED,
      user: { id: playerId, godMode: false, impersonatedBy: t.seeded.users.god },
    });
    const me = (await god.get('/api/user')).json().user;
    expect(me).toMatchObject({ email: 'player@demo.gr', impersonatedBy: t.seeded.users.god });
    const [log] = await t.db.select().from(impersonationLogs).where(eq(impersonationLogs.impersonatedUserId, playerId));
    expect(log).toMatchObject({ impersonatorUserId: t.seeded.users.god, endedAt: null, ipAddress: '127.0.0.1' });
    expect(log?.sessionId).toEqual(expect.any(Number));

    const back = await god.post('/api/self-transform/stop');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      message: TRANSFORM_STOPPED,
      user: { email: 'god@demo.gr', godMode: true, impersonatedBy: null },
    });
    expect((await god.get('/api/user')).json().user.email).toBe('god@demo.gr');
    const [ended] = await t.db.select().from(impersonationLogs).where(eq(impersonationLogs.id, log!.id));
    expect(ended?.endedAt).toBeInstanceOf(Date);
  });

  it('is god mode only: 401 for a guest, 403 for anyone else, admins included', async () => {
    expect((await agent(t.app).post('/api/self-transform', { userId: t.seeded.users.player })).statusCode).toBe(401);
    for (const email of ['admin@demo.gr', 'host@demo.gr', 'player@demo.gr']) {
      const response = await (
        await loginAs(t.app, email)
      ).post('/api/self-transform', { userId: t.seeded.users.newuser });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(GOD_ONLY);
    }
    expect(
      await t.db
        .select()
        .from(impersonationLogs)
        .where(eq(impersonationLogs.impersonatedUserId, t.seeded.users.newuser)),
    ).toHaveLength(0);
  });

  it('rejects transforming into oneself, into nobody, and a missing id', async () => {
    const god = await loginAs(t.app, 'god@demo.gr');
    expectFieldError(
      await god.post('/api/self-transform', { userId: t.seeded.users.god }),
      'userId',
      CANNOT_TRANSFORM_INTO_SELF,
    );
    expectFieldError(await god.post('/api/self-transform', { userId: 99_999 }), 'userId', USER_NOT_FOUND);
    expectFieldError(await god.post('/api/self-transform', {}), 'userId', REQUIRED);
  });

  it('answers 409 to a stop without a transform', async () => {
    const response = await (await loginAs(t.app, 'player@demo.gr')).post('/api/self-transform/stop');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NOT_TRANSFORMED);
  });

  it('ends the transform when the transformed user logs out', async () => {
    const god = await loginAs(t.app, 'god@demo.gr');
    await god.post('/api/self-transform', { userId: t.seeded.users.host2 });
    expect((await god.get('/logout')).statusCode).toBe(200);
    const [log] = await t.db
      .select()
      .from(impersonationLogs)
      .where(eq(impersonationLogs.impersonatedUserId, t.seeded.users.host2));
    expect(log?.endedAt).toBeInstanceOf(Date);
    expect(god.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('GET /api/self-transform-list', () => {
  it('lists the users for the god user, with a search', async () => {
    const god = await loginAs(t.app, 'god@demo.gr');
    const all = (await god.get('/api/self-transform-list')).json().data as { email: string }[];
    expect(all.map((u) => u.email)).toContain('player@demo.gr');
    expect(all.map((u) => u.email)).not.toContain('god@demo.gr');
    const found = (await god.get('/api/self-transform-list?q=Παπαδόπ')).json().data as { email: string }[];
    expect(found.map((u) => u.email)).toEqual(['player@demo.gr']);
  });

  it('answers the demo accounts to a guest asking with guest=1 in test', async () => {
    const response = await agent(t.app).get('/api/self-transform-list?guest=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((u: { email: string }) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
  });

  it('is otherwise god only', async () => {
    expect((await agent(t.app).get('/api/self-transform-list')).statusCode).toBe(401);
    expect((await (await loginAs(t.app, 'admin@demo.gr')).get('/api/self-transform-list')).statusCode).toBe(403);
  });
});

describe('GET /self-transform (dev and test)', () => {
  it('signs a guest in as a demo account and opens its start page', async () => {
    const browser = agent(t.app);
    const response = await browser.get(`/self-transform?userId=${t.seeded.users.host}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home');
    expect((await browser.get('/api/user')).json().user.email).toBe('host@demo.gr');
  });

  it('knows only the demo accounts', async () => {
    expect((await agent(t.app).get('/self-transform?userId=99999')).statusCode).toBe(404);
  });
});

describe('in live', () => {
  it('has no dev sign-in and no demo list for guests', async () => {
    const live = await createTestApp({ APP_ENV: 'live', AUTH_SECRET: 'a-live-secret-that-is-long-enough' });
    try {
      expect((await agent(live.app).get(`/self-transform?userId=${live.seeded.users.host}`)).statusCode).toBe(404);
      expect((await agent(live.app).get('/api/self-transform-list?guest=1')).statusCode).toBe(401);
    } finally {
      await live.close();
    }
  });
});
