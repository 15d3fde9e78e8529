import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_MISMATCH,
  PASSWORD_TOO_COMMON,
  PASSWORD_UPDATED,
  REQUIRED,
  WRONG_CURRENT_PASSWORD,
} from '@tennis/contracts';
import { CHANGE_PASSWORD_FIRST } from './forced-password-change.js';
import { revisions, users } from '../db/schema/index.js';
import { agent, createTestApp, expectFieldError, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let next = 0;
/** Each browser from its own address: the route allows ten changes a minute per address. */
const ip = () => ({ ip: `10.5.0.${(next += 1)}` });

const change = (current: string, next: string, confirmation = next) => ({
  currentPassword: current,
  newPassword: next,
  newPasswordConfirmation: confirmation,
});

describe('POST /change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const here = await loginAs(t.app, 'newuser@demo.gr', ip());
    const elsewhere = await loginAs(t.app, 'newuser@demo.gr', ip());
    const response = await here.post('/change-password', change('demo1234', 'changed-pass-1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: PASSWORD_UPDATED, user: { email: 'newuser@demo.gr' } });
    expect((await here.get('/api/user')).json().user.email).toBe('newuser@demo.gr');
    expect((await elsewhere.get('/api/user')).json().user).toBeNull();
    expect(
      (await agent(t.app).post('/login', { email: 'newuser@demo.gr', password: 'changed-pass-1' })).statusCode,
    ).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'newuser@demo.gr'));
    const rows = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityId, user!.id), eq(revisions.action, 'password-changed')));
    expect(rows).toHaveLength(1);
  });

  it('accepts the confirmation spelled newPassword_confirmation', async () => {
    const browser = await loginAs(t.app, 'host2@demo.gr', ip());
    const response = await browser.post('/change-password', {
      currentPassword: 'demo1234',
      newPassword: 'host2-pass-1',
      newPassword_confirmation: 'host2-pass-1',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong current password on currentPassword', async () => {
    const browser = await loginAs(t.app, 'admin@demo.gr', ip());
    expectFieldError(
      await browser.post('/change-password', change('not-my-password', 'whatever-1')),
      'currentPassword',
      WRONG_CURRENT_PASSWORD,
    );
  });

  it.each([
    ['currentPassword', { newPassword: 'valid-pass-1', newPasswordConfirmation: 'valid-pass-1' }, REQUIRED],
    ['newPassword', { currentPassword: 'demo1234', newPasswordConfirmation: 'x' }, REQUIRED],
    ['newPasswordConfirmation', { currentPassword: 'demo1234', newPassword: 'valid-pass-1' }, REQUIRED],
    ['newPasswordConfirmation', change('demo1234', 'valid-pass-1', 'valid-pass-2'), PASSWORD_MISMATCH],
    ['newPassword', change('demo1234', 'short'), 'Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες'],
    ['newPassword', change('demo1234', 'qwertyuiop'), PASSWORD_TOO_COMMON],
    ['newPassword', change('demo1234', 'y'.repeat(129)), 'Ο κωδικός δεν μπορεί να υπερβαίνει τους 128 χαρακτήρες'],
  ])('rejects a bad %s with a Greek message', async (field, payload, message) => {
    const browser = await loginAs(t.app, 'player@demo.gr', ip());
    expectFieldError(await browser.post('/change-password', payload), field, message);
  });

  it('answers 401 to a guest and 419 without the CSRF header', async () => {
    expect((await agent(t.app).post('/change-password', change('a', 'valid-pass-1'))).statusCode).toBe(401);
    const browser = await loginAs(t.app, 'player@demo.gr', ip());
    expect(
      (await browser.post('/change-password', change('demo1234', 'valid-pass-1'), { csrf: false })).statusCode,
    ).toBe(419);
  });
});

describe('forced password change', () => {
  it('blocks every API call but the allowed ones until the password changes', async () => {
    await t.db.update(users).set({ forcePasswordChange: true }).where(eq(users.email, 'employee@demo.gr'));
    const browser = await loginAs(t.app, 'employee@demo.gr', ip());
    const me = await browser.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.forcePasswordChange).toBe(true);
    for (const call of [
      () => browser.get('/api/user/settings'),
      () => browser.get('/api/user/insights'),
      () => browser.post('/api/contact', {}),
    ]) {
      const blocked = await call();
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(CHANGE_PASSWORD_FIRST);
    }
    expect((await browser.get('/api/app-config')).statusCode).toBe(200);
    const changed = await browser.post('/change-password', change('demo1234', 'employee-pass-1'));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.forcePasswordChange).toBe(false);
    expect((await browser.get('/api/user/settings')).statusCode).toBe(200);
  });

  it('still lets the user log out', async () => {
    await t.db.update(users).set({ forcePasswordChange: true }).where(eq(users.email, 'host@demo.gr'));
    const browser = await loginAs(t.app, 'host@demo.gr', ip());
    expect((await browser.get('/logout')).statusCode).toBe(200);
  });
});
