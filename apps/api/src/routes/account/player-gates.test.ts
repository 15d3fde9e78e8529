import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PLAYER_TO_CONFIRM, PLAYER_INFO_CONFIRMED, PLAYER_PHONE_MISMATCH_REPORTED } from '@tennis/contracts';
import { players, revisions, users } from '../../db/schema/index.js';
import { agent, createTestApp, loginAs, type TestApp } from '../../test/app.js';

let t: TestApp;
let clientPlayerId: number;
beforeAll(async () => {
  t = await createTestApp();
  // A player the back office entered before newuser@demo.gr had an account.
  const [client] = await t.db
    .insert(players)
    .values({
      name: 'Άννα',
      surname: 'Νικολάου',
      displayName: 'Άννα Νικολάου',
      gender: 1,
      email: 'NewUser@demo.gr',
      phone: '6900000077',
    })
    .returning();
  clientPlayerId = client!.id;
});
afterAll(async () => t?.close());

describe('the player gates', () => {
  it('offers the player found by email, and links it when the user confirms', async () => {
    const browser = await loginAs(t.app, 'newuser@demo.gr');
    const before = (await browser.get('/api/user')).json().user;
    expect(before).toMatchObject({
      potentialPlayerMatch: true,
      player: { id: clientPlayerId, displayName: 'Άννα Νικολάου' },
    });
    const response = await browser.post('/api/confirm-player-info', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PLAYER_INFO_CONFIRMED,
      user: { potentialPlayerMatch: false, player: { id: clientPlayerId } },
    });
    const [linked] = await t.db.select().from(players).where(eq(players.id, clientPlayerId));
    expect(linked?.userId).toBe(t.seeded.users.newuser);
    const [revision] = await t.db.select().from(revisions).where(eq(revisions.action, 'linked'));
    expect(revision).toMatchObject({
      entityType: 'players',
      entityId: clientPlayerId,
      newValues: { userId: t.seeded.users.newuser },
    });
  });

  it('links a player to one account only, however many confirm at once', async () => {
    const [shared] = await t.db
      .insert(players)
      .values({
        name: 'Κοινός',
        surname: 'Παίκτης',
        displayName: 'Κοινός Παίκτης',
        gender: 0,
        email: 'employee@demo.gr',
        phone: '6900000099',
      })
      .returning();
    await t.db.update(users).set({ phone: '6900000099' }).where(eq(users.email, 'host@demo.gr'));
    const [employee, host] = [await loginAs(t.app, 'employee@demo.gr'), await loginAs(t.app, 'host@demo.gr')];
    const answers = await Promise.all([
      employee.post('/api/confirm-player-info'),
      host.post('/api/confirm-player-info'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [linked] = await t.db.select().from(players).where(eq(players.id, shared!.id));
    expect([t.seeded.users.employee, t.seeded.users.host]).toContain(linked?.userId);
    await t.db.update(players).set({ userId: null, email: null, phone: null }).where(eq(players.id, shared!.id));
  });

  it('answers 409 when there is no player to confirm', async () => {
    const response = await (await loginAs(t.app, 'host2@demo.gr')).post('/api/confirm-player-info');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NO_PLAYER_TO_CONFIRM);
  });

  it('records that the player shown is not the user', async () => {
    await t.db
      .insert(players)
      .values({ name: 'Μαρία', surname: 'Άλλη', displayName: 'Μαρία Άλλη', gender: 1, email: 'admin@demo.gr' });
    const browser = await loginAs(t.app, 'admin@demo.gr');
    expect((await browser.get('/api/user')).json().user.potentialPlayerMatch).toBe(true);
    const response = await browser.post('/api/player-phone-mismatch');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PLAYER_PHONE_MISMATCH_REPORTED,
      user: { playerPhoneMismatch: true, potentialPlayerMatch: false, player: null },
    });
  });

  it('answers 401 to a guest and rejects a body with fields', async () => {
    expect((await agent(t.app).post('/api/confirm-player-info')).statusCode).toBe(401);
    expect((await agent(t.app).post('/api/player-phone-mismatch')).statusCode).toBe(401);
    expect(
      (await (await loginAs(t.app, 'host@demo.gr')).post('/api/confirm-player-info', { playerId: 1 })).statusCode,
    ).toBe(422);
  });
});
