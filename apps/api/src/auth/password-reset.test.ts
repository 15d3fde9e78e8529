import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL,
  PASSWORD_MISMATCH,
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_COMMON,
  REQUIRED,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
} from '@tennis/contracts';
import { users } from '../db/schema/index.js';
import { agent, createTestApp, expectFieldError, linkIn, loginAs, mailsTo, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let next = 0;
const fresh = () => agent(t.app, { ip: `10.4.0.${(next += 1)}` });

/** Asks for a reset of `email` and returns the token of the mailed link. */
async function resetTokenFor(email: string): Promise<string> {
  await fresh().post('/forgot-password', { email });
  const [mail] = await mailsTo(t.db, email);
  const link = new URL(linkIn(mail!, 'http://localhost:3000/reset-password?token='));
  return link.searchParams.get('token') ?? '';
}

describe('POST /forgot-password', () => {
  it('answers the same status and body whether or not the email has an account', async () => {
    const known = await fresh().post('/forgot-password', { email: 'newuser@demo.gr' });
    const unknown = await fresh().post('/forgot-password', { email: 'nobody-here@demo.gr' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: RESET_LINK_SENT });
    expect(await mailsTo(t.db, 'nobody-here@demo.gr')).toHaveLength(0);
    const [mail] = await mailsTo(t.db, 'newuser@demo.gr');
    expect(mail?.subject).toBe('Επαναφορά κωδικού πρόσβασης');
    expect(linkIn(mail!, 'http://localhost:3000/reset-password?token=')).toBeTruthy();
  });

  it.each([
    [{}, REQUIRED],
    [{ email: 'nope' }, INVALID_EMAIL],
  ])('rejects %j on email', async (payload, message) => {
    expectFieldError(await fresh().post('/forgot-password', payload), 'email', message);
  });

  it('answers 429 after five requests a minute from one address', async () => {
    const browser = agent(t.app, { ip: '10.4.1.1' });
    for (let i = 0; i < 5; i += 1)
      expect((await browser.post('/forgot-password', { email: `someone-${i}@demo.gr` })).statusCode).toBe(200);
    expect((await browser.post('/forgot-password', { email: 'someone-6@demo.gr' })).statusCode).toBe(429);
  });

  it('lets one address ask for one account at most three links in ten minutes', async () => {
    const browser = fresh();
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await browser.post('/forgot-password', { email: 'flood-target@demo.gr' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("never blocks the owner's reset from their own address, however many ask from elsewhere", async () => {
    for (let i = 0; i < 12; i += 1)
      expect((await fresh().post('/forgot-password', { email: 'employee@demo.gr' })).statusCode).toBe(200);
    const before = (await mailsTo(t.db, 'employee@demo.gr')).length;
    const owner = await fresh().post('/forgot-password', { email: 'employee@demo.gr' });
    expect(owner.statusCode).toBe(200);
    const mails = await mailsTo(t.db, 'employee@demo.gr');
    expect(mails).toHaveLength(before + 1);
    expect(linkIn(mails[0]!, 'http://localhost:3000/reset-password?token=')).toBeTruthy();
  });
});

describe('POST /reset-password', () => {
  it('sets the new password from the mailed link, ends every session and spends the token', async () => {
    const signedIn = await loginAs(t.app, 'host2@demo.gr');
    const token = await resetTokenFor('host2@demo.gr');
    const response = await fresh().post('/reset-password', {
      token,
      password: 'brand-new-pass',
      passwordConfirmation: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_DONE });
    expect((await signedIn.get('/api/user')).json().user).toBeNull();
    expect((await fresh().post('/login', { email: 'host2@demo.gr', password: 'demo1234' })).statusCode).toBe(422);
    expect((await fresh().post('/login', { email: 'host2@demo.gr', password: 'brand-new-pass' })).statusCode).toBe(200);
    const again = await fresh().post('/reset-password', {
      token,
      password: 'another-pass-1',
      passwordConfirmation: 'another-pass-1',
    });
    expectFieldError(again, 'token', RESET_LINK_INVALID);
  });

  it('lifts a forced password change', async () => {
    await t.db.update(users).set({ forcePasswordChange: true }).where(eq(users.email, 'employee@demo.gr'));
    const token = await resetTokenFor('employee@demo.gr');
    await fresh().post('/reset-password', {
      token,
      password: 'employee-new-1',
      passwordConfirmation: 'employee-new-1',
    });
    const [employee] = await t.db.select().from(users).where(eq(users.email, 'employee@demo.gr'));
    expect(employee?.forcePasswordChange).toBe(false);
  });

  it.each([
    [
      'token',
      { token: 'made-up-token', password: 'valid-pass-1', passwordConfirmation: 'valid-pass-1' },
      RESET_LINK_INVALID,
    ],
    ['token', { password: 'valid-pass-1', passwordConfirmation: 'valid-pass-1' }, REQUIRED],
    ['password', { token: 'x', passwordConfirmation: 'x' }, REQUIRED],
    [
      'password',
      { token: 'x', password: 'short', passwordConfirmation: 'short' },
      'Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες',
    ],
    ['password', { token: 'x', password: '12345678', passwordConfirmation: '12345678' }, PASSWORD_TOO_COMMON],
    [
      'passwordConfirmation',
      { token: 'x', password: 'valid-pass-1', passwordConfirmation: 'valid-pass-2' },
      PASSWORD_MISMATCH,
    ],
  ])('rejects a bad %s', async (field, payload, message) => {
    expectFieldError(await fresh().post('/reset-password', payload), field, message);
  });
});
