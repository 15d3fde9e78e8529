import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_COMMON,
  REGISTRATION_MAIL_SENT,
  REQUIRED,
  TERMS_NOT_ACCEPTED,
} from '@tennis/contracts';
import { SESSION_COOKIE } from './create-auth.js';
import { accounts, users } from '../db/schema/index.js';
import { agent, createTestApp, expectFieldError, linkIn, loginAs, mailsTo, type TestApp } from '../test/app.js';
import { describeConcurrency } from '../test/describe-concurrency.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let next = 0;
/** Each registration from its own address: the route allows five a minute per address. */
const fresh = () => agent(t.app, { ip: `10.3.0.${(next += 1)}` });
const form = (email: string) => ({
  name: 'Κατερίνα',
  surname: 'Λαμπράκη',
  email,
  password: 'secret-pass-1',
  passwordConfirmation: 'secret-pass-1',
  termsAccepted: true,
});

describe('POST /register', () => {
  it('creates the account with an argon2id hash and mails the verification link, signing nobody in', async () => {
    const browser = fresh();
    const response = await browser.post('/register', form('Katerina@Example.gr'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: REGISTRATION_MAIL_SENT });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await browser.get('/api/user')).json().user).toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.email, 'katerina@example.gr'));
    expect(user).toMatchObject({ name: 'Κατερίνα', surname: 'Λαμπράκη', role: 'user', emailVerified: false });
    const [credential] = await t.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [mail] = await mailsTo(t.db, 'katerina@example.gr');
    expect(mail?.template).toBe('verify-email');
    expect(mail?.subject).toBe('Επιβεβαίωση διεύθυνσης email');
    expect(linkIn(mail!, 'http://localhost:3000/verify-email/')).toMatch(
      new RegExp(`/verify-email/${user!.id}/[0-9a-f]{40}\\?token=`),
    );
  });

  it('verifies the email by the mailed link and opens the dashboard with verified=1', async () => {
    await fresh().post('/register', form('verify-me@example.gr'));
    const [mail] = await mailsTo(t.db, 'verify-me@example.gr');
    const link = new URL(linkIn(mail!, 'http://localhost:3000/verify-email/'));
    const response = await agent(t.app).get(`${link.pathname}${link.search}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard?verified=1');
    const browser = await loginAs(t.app, 'verify-me@example.gr', { password: 'secret-pass-1', ip: '10.3.2.1' });
    const me = (await browser.get('/api/user')).json().user;
    expect(me.emailVerifiedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'verify-me@example.gr'));
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('sends a malformed link to the Greek page that offers a new one, never to JSON', async () => {
    for (const path of [
      '/verify-email/garbage',
      '/verify-email/a/b/c',
      '/verify-email/abc/def?token=x',
      '/verify-email/1/abc',
      `/verify-email/1/${'a'.repeat(40)}`,
    ]) {
      const answer = await agent(t.app).get(path);
      expect(answer.statusCode, path).toBe(302);
      expect(answer.headers.location, path).toBe('/verify-email?error=invalid');
    }
  });

  it('refuses a tampered link, and a link used with another user id', async () => {
    await fresh().post('/register', form('tamper@example.gr'));
    const [mail] = await mailsTo(t.db, 'tamper@example.gr');
    const link = new URL(linkIn(mail!, 'http://localhost:3000/verify-email/'));
    const tampered = await agent(t.app).get(`${link.pathname}${link.search.slice(0, -3)}abc`);
    expect(tampered.headers.location).toBe('/verify-email?error=invalid');
    const otherId = await agent(t.app).get(
      `${link.pathname.replace(/\/verify-email\/\d+\//, '/verify-email/1/')}${link.search}`,
    );
    expect(otherId.headers.location).toBe('/verify-email?error=invalid');
    const otherHash = await agent(t.app).get(`${link.pathname.replace(/[0-9a-f]{40}$/, 'a'.repeat(40))}${link.search}`);
    expect(otherHash.headers.location).toBe('/verify-email?error=invalid');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'tamper@example.gr'));
    expect(user?.emailVerified).toBe(false);
  });

  describeConcurrency('two sign-ups at once', () => {
    it('creates one account for two simultaneous sign-ups with one email, and answers both alike', async () => {
      const answers = await Promise.all([
        fresh().post('/register', form('twice@example.gr')),
        fresh().post('/register', form('Twice@example.gr')),
      ]);
      expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
        [200, { message: REGISTRATION_MAIL_SENT }],
        [200, { message: REGISTRATION_MAIL_SENT }],
      ]);
      expect(await t.db.select().from(users).where(eq(users.email, 'twice@example.gr'))).toHaveLength(1);
    });
  });

  it('answers a taken email exactly like a new one, and mails its owner instead of creating an account', async () => {
    const taken = await fresh().post('/register', form('PLAYER@demo.gr'));
    const unused = await fresh().post('/register', form('never-seen@example.gr'));
    expect(taken.statusCode).toBe(unused.statusCode);
    expect(taken.json()).toEqual(unused.json());
    expect(taken.headers['set-cookie']).toEqual(unused.headers['set-cookie']);

    const [notice, ...others] = await mailsTo(t.db, 'player@demo.gr');
    expect(others).toHaveLength(0);
    expect(notice).toMatchObject({ template: 'registration-attempt', subject: 'Προσπάθεια εγγραφής με το email σας' });
    expect(linkIn(notice!, 'http://localhost:3000/login')).toBe('http://localhost:3000/login');
    expect(linkIn(notice!, 'http://localhost:3000/forgot-password')).toBe('http://localhost:3000/forgot-password');
    // The owner's account is untouched: one row, the old name, the old password.
    const owners = await t.db.select().from(users).where(eq(users.email, 'player@demo.gr'));
    expect(owners).toHaveLength(1);
    expect(owners[0]?.name).toBe('Γιώργος');
    expect(
      (await agent(t.app, { ip: '10.3.2.2' }).post('/login', { email: 'player@demo.gr', password: 'demo1234' }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ['name', { name: '' }, REQUIRED],
    ['surname', { surname: undefined }, REQUIRED],
    ['email', { email: 'nope' }, INVALID_EMAIL],
    [
      'password',
      { password: 'short', passwordConfirmation: 'short' },
      'Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες',
    ],
    ['passwordConfirmation', { passwordConfirmation: 'different-1' }, PASSWORD_MISMATCH],
    ['password', { password: 'password1', passwordConfirmation: 'password1' }, PASSWORD_TOO_COMMON],
    ['termsAccepted', { termsAccepted: false }, TERMS_NOT_ACCEPTED],
    [
      'password',
      { password: 'x'.repeat(129), passwordConfirmation: 'x'.repeat(129) },
      'Ο κωδικός δεν μπορεί να υπερβαίνει τους 128 χαρακτήρες',
    ],
  ])('rejects a bad %s with a Greek message', async (field, change, message) => {
    expectFieldError(
      await fresh().post('/register', { ...form(`bad-${field}-${next}@example.gr`), ...change }),
      field,
      message,
    );
  });

  it('answers 429 after five registrations a minute from one address', async () => {
    const browser = agent(t.app, { ip: '10.3.1.1' });
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.post('/register', form(`burst-${i}@example.gr`))).statusCode).toBe(200);
    }
    expect((await browser.post('/register', form('burst-6@example.gr'))).statusCode).toBe(429);
  });

  it('needs the CSRF header', async () => {
    expect((await fresh().post('/register', form('csrf@example.gr'), { csrf: false })).statusCode).toBe(419);
  });
});

describe('POST /email/verification-notification', () => {
  it('mails a new link to a signed-in unverified user', async () => {
    await fresh().post('/register', form('resend@example.gr'));
    const browser = await loginAs(t.app, 'resend@example.gr', { password: 'secret-pass-1', ip: '10.3.2.3' });
    const response = await browser.post('/email/verification-notification');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Ο σύνδεσμος απεστάλη στο email σας με επιτυχία!' });
    expect(await mailsTo(t.db, 'resend@example.gr')).toHaveLength(2);
  });

  it('answers 409 when the email is already verified and 401 to a guest', async () => {
    const verified = fresh();
    await verified.post('/login', { email: 'player@demo.gr', password: 'demo1234' });
    expect((await verified.post('/email/verification-notification')).statusCode).toBe(409);
    expect((await fresh().post('/email/verification-notification')).statusCode).toBe(401);
  });
});
