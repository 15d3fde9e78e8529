import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED } from '@tennis/contracts';
import { communicationPreferences, revisions, users } from '../db/schema/index.js';
import { agent, createTestApp, expectFieldError, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const allEmail = { results: 'email', credits: 'email', achievements: 'email', insights: 'email', events: 'email' };

describe('GET /api/user/settings', () => {
  it('answers the personal details and email for every topic by default', async () => {
    const response = await (await loginAs(t.app, 'player@demo.gr')).get('/api/user/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      personalDetails: { name: 'Γιώργος', surname: 'Παπαδόπουλος', email: 'player@demo.gr' },
      communicationPreferences: allEmail,
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await agent(t.app).get('/api/user/settings')).statusCode).toBe(401);
  });
});

describe('POST /api/user/settings', () => {
  it('saves the communication preferences', async () => {
    const browser = await loginAs(t.app, 'newuser@demo.gr');
    const preferences = { ...allEmail, credits: 'none', events: 'none' };
    const response = await browser.post('/api/user/settings', { communicationPreferences: preferences });
    expect(response.statusCode).toBe(200);
    expect(response.json().communicationPreferences).toEqual(preferences);
    expect((await browser.get('/api/user/settings')).json().communicationPreferences).toEqual(preferences);
    // Saving again updates the rows instead of adding.
    await browser.post('/api/user/settings', { communicationPreferences: allEmail });
    const rows = await t.db
      .select()
      .from(communicationPreferences)
      .where(eq(communicationPreferences.userId, t.seeded.users.newuser));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.channel === 'email')).toBe(true);
  });

  it('saves the personal details and writes a revision', async () => {
    const browser = await loginAs(t.app, 'admin@demo.gr');
    const response = await browser.post('/api/user/settings', {
      personalDetails: { name: '  Μαρίνα ', surname: 'Αντωνίου' },
    });
    expect(response.json().personalDetails).toEqual({ name: 'Μαρίνα', surname: 'Αντωνίου', email: 'admin@demo.gr' });
    const [admin] = await t.db.select().from(users).where(eq(users.id, t.seeded.users.admin));
    expect(admin?.name).toBe('Μαρίνα');
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(
        and(
          eq(revisions.entityType, 'users'),
          eq(revisions.entityId, t.seeded.users.admin),
          eq(revisions.action, 'updated'),
        ),
      );
    expect(revision).toMatchObject({
      userId: t.seeded.users.admin,
      oldValues: { name: 'Μαρία' },
      newValues: { name: 'Μαρίνα' },
    });
  });

  it.each([
    ['communicationPreferences.results', { communicationPreferences: { ...allEmail, results: undefined } }, REQUIRED],
    ['communicationPreferences.events', { communicationPreferences: { ...allEmail, events: 'sms' } }, null],
    ['personalDetails.name', { personalDetails: { name: '', surname: 'Χ' } }, REQUIRED],
    ['personalDetails.surname', { personalDetails: { name: 'Χ' } }, REQUIRED],
  ])('rejects a bad %s', async (field, payload, message) => {
    const response = await (await loginAs(t.app, 'player@demo.gr')).post('/api/user/settings', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBeDefined();
    if (message) expectFieldError(response, field, message);
  });

  it('rejects an empty body with a Greek message', async () => {
    const response = await (await loginAs(t.app, 'player@demo.gr')).post('/api/user/settings', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(REQUIRED);
  });

  it('answers 401 to a guest and 419 without the CSRF header', async () => {
    expect((await agent(t.app).post('/api/user/settings', { communicationPreferences: allEmail })).statusCode).toBe(
      401,
    );
    const browser = await loginAs(t.app, 'player@demo.gr');
    expect(
      (await browser.post('/api/user/settings', { communicationPreferences: allEmail }, { csrf: false })).statusCode,
    ).toBe(419);
  });
});
