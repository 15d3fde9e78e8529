import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_TAKEN,
  INVALID_EMAIL,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_COMMON,
  REQUIRED,
  TERMS_NOT_ACCEPTED,
} from '@tennis/contracts';
import { SESSION_COOKIE } from '../../auth/create-auth.js';
import { accounts, users } from '../../db/schema/index.js';
import { agent, createTestApp, expectFieldError, linkIn, mailsTo, type TestApp } from '../../test/app.js';

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
  it('creates the account with an argon2id hash, signs it in and mails the verification link', async () => {
    const browser = fresh();
    const response = await browser.post('/register', form('Katerina@Example.gr'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lifetime: 120,
      redirectTo: '/dashboard',
      user: {
        email: 'katerina@example.gr',
        name: 'Κατερίνα',
        surname: 'Λαμπράκη',
        role: 'user',
        emailVerifiedAt: null,
        player: null,
      },
    });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await browser.get('/api/user')).json().user.email).toBe('katerina@example.gr');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'katerina@example.gr'));
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
    const browser = fresh();
    await browser.post('/register', form('verify-me@example.gr'));
    const [mail] = await mailsTo(t.db, 'verify-me@example.gr');
    const link = new URL(linkIn(mail!, 'http://localhost:3000/verify-email/'));
    const response = await agent(t.app).get(`${link.pathname}${link.search}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard?verified=1');
    const me = (await browser.get('/api/user')).json().user;
    expect(me.emailVerifiedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'verify-me@example.gr'));
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);
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

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const answers = await Promise.all([
      fresh().post('/register', form('twice@example.gr')),
      fresh().post('/register', form('Twice@example.gr')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expectFieldError(
      answers.find((a) => a.statusCode === 422)!,
      'email',
      EMAIL_TAKEN,
    );
    expect(await t.db.select().from(users).where(eq(users.email, 'twice@example.gr'))).toHaveLength(1);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    expectFieldError(await fresh().post('/register', form('PLAYER@demo.gr')), 'email', EMAIL_TAKEN);
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
    const browser = fresh();
    await browser.post('/register', form('resend@example.gr'));
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
