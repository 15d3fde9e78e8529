import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED, INVALID_EMAIL, LOGIN_FAILED, REQUIRED } from '@tennis/contracts';
import { SESSION_COOKIE } from './create-auth.js';
import { authenticationLogs, championships, sessions, users } from '../db/schema/index.js';
import { athensYear } from '../lib/athens-time.js';
import { MESSAGES } from '../lib/http-error.js';
import { agent, createTestApp, expectFieldError, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setCookieLine = (headers: Record<string, unknown>, name: string) =>
  ([headers['set-cookie']].flat() as string[]).find((line) => line?.startsWith(`${name}=`));

describe('POST /login', () => {
  it('signs in and answers the user, the lifetime and where to go', async () => {
    const browser = agent(t.app);
    const response = await browser.post('/login', { email: 'player@demo.gr', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      lifetime: 120,
      redirectTo: '/',
      user: { email: 'player@demo.gr', role: 'user', godMode: false },
    });
    expect(body.user.player).toMatchObject({ displayName: 'Γιώργος Παπαδόπουλος' });
    expect((await browser.get('/api/user')).json().user.email).toBe('player@demo.gr');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that lives as long as the session', async () => {
    const response = await agent(t.app).post('/login', { email: 'admin@demo.gr', password: 'demo1234' });
    const line = setCookieLine(response.headers, SESSION_COOKIE);
    expect(line).toBeDefined();
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=7200/);
    expect(line).not.toMatch(/; Secure/);
  });

  it('gives a new session id at every login and ends the one the browser came with', async () => {
    const browser = await loginAs(t.app, 'newuser@demo.gr');
    const before = browser.cookies.get(SESSION_COOKIE);
    const stale = agent(t.app);
    stale.cookies.set(SESSION_COOKIE, before ?? '');
    await browser.post('/login', { email: 'newuser@demo.gr', password: 'demo1234' });
    const after = browser.cookies.get(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await stale.get('/api/user')).json().user).toBeNull();
    expect((await browser.get('/api/user')).json().user.email).toBe('newuser@demo.gr');
  });

  it.each([
    ['god@demo.gr', '/home'],
    ['admin@demo.gr', '/home'],
    ['host2@demo.gr', '/home'],
    ['player@demo.gr', '/'],
    ['newuser@demo.gr', '/'],
  ])('sends %s to %s', async (email, target) => {
    const response = await agent(t.app).post('/login', { email, password: 'demo1234' });
    expect(response.json().redirectTo).toBe(target);
  });

  it("sends the main host's back office to this year's men's championship when it exists", async () => {
    const [championship] = await t.db
      .insert(championships)
      .values({
        hostId: 1,
        name: 'Πρωτάθλημα Ανδρών',
        slug: `men-${athensYear()}`,
        type: 'singles',
        gender: 0,
        state: 'underway',
        year: athensYear(),
        startingYear: athensYear(),
        endingYear: athensYear() + 1,
      })
      .returning();
    try {
      expect(
        (await agent(t.app).post('/login', { email: 'host@demo.gr', password: 'demo1234' })).json().redirectTo,
      ).toBe(`/championships/men-${athensYear()}`);
      expect(
        (await agent(t.app).post('/login', { email: 'employee@demo.gr', password: 'demo1234' })).json().redirectTo,
      ).toBe(`/championships/men-${athensYear()}`);
      expect(
        (await agent(t.app).post('/login', { email: 'host2@demo.gr', password: 'demo1234' })).json().redirectTo,
      ).toBe('/home');
      // A target the user was sent from wins over the championship page.
      const withTarget = await agent(t.app).post('/login', {
        email: 'host@demo.gr',
        password: 'demo1234',
        redirectTo: '/backoffice/tournaments',
      });
      expect(withTarget.json().redirectTo).toBe('/backoffice/tournaments');
    } finally {
      await t.db.delete(championships).where(eq(championships.id, championship!.id));
    }
    expect((await agent(t.app).post('/login', { email: 'host@demo.gr', password: 'demo1234' })).json().redirectTo).toBe(
      '/home',
    );
  });

  it.each([
    ['/players/3?tab=matches', '/players/3?tab=matches'],
    ['http://localhost:3000/settings', '/settings'],
    ['//evil.example/steal', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
  ])('follows the client target %s only when it stays on this site (→ %s)', async (redirectTo, expected) => {
    const response = await agent(t.app).post('/login', { email: 'player@demo.gr', password: 'demo1234', redirectTo });
    expect(response.json().redirectTo).toBe(expected);
  });

  it('answers a wrong password and an unknown email alike, on the email field', async () => {
    const wrongPassword = await agent(t.app, { ip: '10.0.0.2' }).post('/login', {
      email: 'player@demo.gr',
      password: 'wrong-password',
    });
    const unknownEmail = await agent(t.app, { ip: '10.0.0.2' }).post('/login', {
      email: 'nobody@demo.gr',
      password: 'wrong-password',
    });
    expectFieldError(wrongPassword, 'email', LOGIN_FAILED);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(setCookieLine(wrongPassword.headers, SESSION_COOKIE)).toBeUndefined();
  });

  it.each([
    [{ password: 'demo1234' }, 'email', REQUIRED],
    [{ email: '', password: 'demo1234' }, 'email', REQUIRED],
    [{ email: 'not-an-email', password: 'demo1234' }, 'email', INVALID_EMAIL],
    [{ email: 'player@demo.gr' }, 'password', REQUIRED],
    [{ email: 'player@demo.gr', password: '' }, 'password', REQUIRED],
  ])('rejects %j with a Greek message on %s', async (payload, field, message) => {
    expectFieldError(await agent(t.app, { ip: '10.0.0.3' }).post('/login', payload), field, message);
  });

  it('refuses a mutation without the CSRF header with 419', async () => {
    const response = await agent(t.app).post(
      '/login',
      { email: 'player@demo.gr', password: 'demo1234' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(419);
    expect(response.json().message).toBe(MESSAGES.csrf);
  });

  it('refuses a banned account that knows its password with 403', async () => {
    await t.db.update(users).set({ banned: true }).where(eq(users.email, 'host2@demo.gr'));
    try {
      const response = await agent(t.app, { ip: '10.0.0.4' }).post('/login', {
        email: 'host2@demo.gr',
        password: 'demo1234',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ACCOUNT_DISABLED);
    } finally {
      await t.db.update(users).set({ banned: false }).where(eq(users.email, 'host2@demo.gr'));
    }
  });

  it('answers 429 to an address after ten wrong passwords on one account, even for the right one', async () => {
    const attacker = agent(t.app, { ip: '10.0.0.5' });
    for (let i = 0; i < 10; i += 1) {
      expect((await attacker.post('/login', { email: 'admin@demo.gr', password: `guess-${i}` })).statusCode).toBe(422);
    }
    const limited = await attacker.post('/login', { email: 'admin@demo.gr', password: 'demo1234' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooMany);
    // Another account from the same address is still open, and so is this account from another address.
    expect((await attacker.post('/login', { email: 'player@demo.gr', password: 'demo1234' })).statusCode).toBe(200);
    expect(
      (await agent(t.app, { ip: '10.0.0.6' }).post('/login', { email: 'admin@demo.gr', password: 'demo1234' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts failures, not attempts: the owner signs in as often as they like', async () => {
    const owner = agent(t.app, { ip: '10.0.1.1' });
    for (let i = 0; i < 15; i += 1)
      expect((await owner.post('/login', { email: 'employee@demo.gr', password: 'demo1234' })).statusCode).toBe(200);
  });

  it("forgets an address's failures on an account once it signs in", async () => {
    const owner = agent(t.app, { ip: '10.0.1.2' });
    const fail = async () => (await owner.post('/login', { email: 'host@demo.gr', password: 'typo-typo' })).statusCode;
    for (let i = 0; i < 9; i += 1) expect(await fail()).toBe(422);
    expect((await owner.post('/login', { email: 'host@demo.gr', password: 'demo1234' })).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect(await fail()).toBe(422);
  });

  it('lets the owner in from an address that has not failed while others guess from elsewhere', async () => {
    // Thirty wrong passwords a minute for one email from three addresses: the attack of the report.
    const attackers = ['10.1.0.1', '10.1.0.2', '10.1.0.3'].map((ip) => agent(t.app, { ip }));
    for (let i = 0; i < 30; i += 1) {
      const response = await attackers[i % 3]!.post('/login', { email: 'host2@demo.gr', password: `guess-${i}` });
      expect(response.statusCode).toBe(422);
    }
    for (const attacker of attackers)
      expect((await attacker.post('/login', { email: 'host2@demo.gr', password: 'demo1234' })).statusCode).toBe(429);
    const owner = agent(t.app, { ip: '10.1.0.99' });
    expect((await owner.post('/login', { email: 'host2@demo.gr', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('gives a guesser with many addresses one try on each once the account is under attack', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await agent(t.app, { ip: `10.2.0.${i + 1}` }).post('/login', {
        email: 'ghost@demo.gr',
        password: `guess-${i}`,
      });
      expect(response.statusCode).toBe(422);
    }
    // Each address that failed waits; a new one gets its one try, then waits too.
    expect(
      (await agent(t.app, { ip: '10.2.0.1' }).post('/login', { email: 'ghost@demo.gr', password: 'x-guess' }))
        .statusCode,
    ).toBe(429);
    const newcomer = agent(t.app, { ip: '10.2.1.1' });
    expect((await newcomer.post('/login', { email: 'ghost@demo.gr', password: 'y-guess' })).statusCode).toBe(422);
    expect((await newcomer.post('/login', { email: 'ghost@demo.gr', password: 'z-guess' })).statusCode).toBe(429);
  });

  it('answers 429 to an address that fails on fifty accounts, and only to it', async () => {
    const sprayer = agent(t.app, { ip: '10.3.0.1' });
    for (let i = 0; i < 50; i += 1) {
      const response = await sprayer.post('/login', { email: `spray-${i}@demo.gr`, password: 'password1' });
      expect(response.statusCode).toBe(422);
    }
    expect((await sprayer.post('/login', { email: 'newuser@demo.gr', password: 'demo1234' })).statusCode).toBe(429);
    expect(
      (await agent(t.app, { ip: '10.3.0.2' }).post('/login', { email: 'newuser@demo.gr', password: 'demo1234' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts the guesses of one IPv6 subscriber as one address', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await agent(t.app, { ip: `2a02:587:1:2::${i + 1}` }).post('/login', {
        email: 'player@demo.gr',
        password: `guess-${i}`,
      });
      expect(response.statusCode).toBe(422);
    }
    expect(
      (
        await agent(t.app, { ip: '2a02:587:1:2:ffff::1' }).post('/login', {
          email: 'player@demo.gr',
          password: 'demo1234',
        })
      ).statusCode,
    ).toBe(429);
  });

  it('logs logins and failed attempts with address and browser', async () => {
    const [player] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'player@demo.gr'));
    await agent(t.app, { ip: '10.0.0.9', userAgent: 'Tester/1.0' }).post('/login', {
      email: 'player@demo.gr',
      password: 'nope-nope',
    });
    await agent(t.app, { ip: '10.0.0.9', userAgent: 'Tester/1.0' }).post('/login', {
      email: 'player@demo.gr',
      password: 'demo1234',
    });
    const rows = await t.db
      .select()
      .from(authenticationLogs)
      .where(and(eq(authenticationLogs.userId, player!.id), eq(authenticationLogs.ipAddress, '10.0.0.9')));
    expect(rows.map((r) => r.event).sort()).toEqual(['failed', 'login']);
    expect(rows.every((r) => r.userAgent === 'Tester/1.0')).toBe(true);
    expect(rows.find((r) => r.event === 'failed')?.email).toBe('player@demo.gr');
  });

  it('keeps sessions in the database', async () => {
    const [player] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'player@demo.gr'));
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, player!.id));
    await loginAs(t.app, 'player@demo.gr', { ip: '10.0.0.10' });
    const after = await t.db.select().from(sessions).where(eq(sessions.userId, player!.id));
    expect(after.length).toBe(before.length + 1);
  });
});

describe('POST /login on https', () => {
  it('marks the session cookie Secure when APP_URL is https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://tennis.example' });
    try {
      const response = await agent(secure.app).post('/login', { email: 'player@demo.gr', password: 'demo1234' });
      expect(response.statusCode).toBe(200);
      expect(setCookieLine(response.headers, SESSION_COOKIE)).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
