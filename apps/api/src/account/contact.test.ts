import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECK_FAILED, CONTACT_SENT, INVALID_EMAIL, REQUIRED } from '@tennis/contracts';
import { contactMessages } from '../db/schema/index.js';
import { agent, createTestApp, expectFieldError, loginAs, mailsTo, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let next = 0;
const fresh = () => agent(t.app, { ip: `10.7.0.${(next += 1)}` });
const message = { name: 'Πέτρος', email: 'petros@example.gr', subject: 'Γήπεδα', body: 'Πού παίζονται οι αγώνες;' };

describe('POST /api/contact', () => {
  it('stores the message and mails it to the organiser it names, replying to the writer', async () => {
    // A subject of its own: other tests send the same message without an organiser.
    const subject = 'Γήπεδα του ομίλου';
    const response = await fresh().post('/api/contact', { ...message, subject, host: 'athens-tennis' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CONTACT_SENT });
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(stored).toMatchObject({
      name: 'Πέτρος',
      email: 'petros@example.gr',
      hostId: 1,
      mode: 'contact',
      userId: null,
    });
    const [mail] = await mailsTo(t.db, 'athens-tennis@demo.gr');
    expect(mail?.template).toBe('contact-message');
    expect(mail?.subject).toBe(`Νέο μήνυμα επικοινωνίας: ${subject}`);
    expect(mail?.textBody).toContain('Πού παίζονται οι αγώνες;');
    expect(mail?.replyTo).toBe('petros@example.gr');
    expect(await mailsTo(t.db, 'petros@example.gr')).toHaveLength(0);
  });

  it('sends bug reports without an organiser to the platform team, escaping what was typed', async () => {
    const browser = await loginAs(t.app, 'player@demo.gr', { ip: '10.7.1.1' });
    const response = await browser.post('/api/contact', {
      ...message,
      subject: 'Σφάλμα <b>',
      body: '<script>x</script>',
      mode: 'bugs-and-improvements',
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Σφάλμα <b>'));
    expect(stored).toMatchObject({ mode: 'bugs-and-improvements', hostId: null, userId: t.seeded.users.player });
    const [mail] = await mailsTo(t.db, 'no-reply@tennis.local');
    expect(mail?.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail?.body).not.toContain('<script>');
  });

  it.each([
    ['name', { name: '' }, REQUIRED],
    ['email', { email: undefined }, REQUIRED],
    ['email', { email: 'nope' }, INVALID_EMAIL],
    ['subject', { subject: '   ' }, REQUIRED],
    ['body', { body: undefined }, REQUIRED],
  ])('rejects a bad %s with a Greek message', async (field, change, text) => {
    expectFieldError(await fresh().post('/api/contact', { ...message, ...change }), field, text);
  });

  it('answers 429 after five messages a minute from one address, and 419 without the CSRF header', async () => {
    const browser = agent(t.app, { ip: '10.7.2.1' });
    for (let i = 0; i < 5; i += 1) expect((await browser.post('/api/contact', message)).statusCode).toBe(200);
    expect((await browser.post('/api/contact', message)).statusCode).toBe(429);
    expect((await fresh().post('/api/contact', message, { csrf: false })).statusCode).toBe(419);
  });
});

describe('the bot check in live', () => {
  it('refuses a contact message and a login without a valid token', async () => {
    const live = await createTestApp({
      APP_ENV: 'live',
      AUTH_SECRET: 'a-live-secret-that-is-long-enough',
      BOT_CHECK_SECRET: 'bot-secret',
      BOT_CHECK_SITE_KEY: 'the-site-key',
    });
    try {
      expect((await agent(live.app).get('/api/app-config')).json()).toMatchObject({ botCheckSiteKey: 'the-site-key' });
      expectFieldError(await agent(live.app).post('/api/contact', message), 'botCheckToken', BOT_CHECK_FAILED);
      expectFieldError(
        await agent(live.app).post('/login', { email: 'player@demo.gr', password: 'demo1234' }),
        'botCheckToken',
        BOT_CHECK_FAILED,
      );
      expect(await live.db.select().from(contactMessages)).toHaveLength(0);
    } finally {
      await live.close();
    }
  });

  it('takes a contact message without a token and gives the browser no site key when BOT_CHECK=off', async () => {
    const live = await createTestApp({
      APP_ENV: 'live',
      AUTH_SECRET: 'a-live-secret-that-is-long-enough',
      BOT_CHECK: 'off',
    });
    try {
      expect((await agent(live.app).get('/api/app-config')).json()).toMatchObject({ botCheckSiteKey: null });
      expect((await agent(live.app).post('/api/contact', message)).statusCode).toBe(200);
    } finally {
      await live.close();
    }
  });
});
