import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_NOT_VERIFIED_FOR_PLAYER,
  NO_PLAYER_TO_CONFIRM,
  PLAYER_INFO_CONFIRMED,
  PLAYER_PHONE_MISMATCH_REPORTED,
} from '@tennis/contracts';
import { players, revisions, users } from '../db/schema/index.js';
import { agent, createTestApp, linkIn, loginAs, mailsTo, type TestApp } from '../test/app.js';
import { describeConcurrency } from '../test/describe-concurrency.js';

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
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.action, 'linked'), eq(revisions.entityId, clientPlayerId)));
    expect(revision).toMatchObject({
      entityType: 'players',
      entityId: clientPlayerId,
      newValues: { userId: t.seeded.users.newuser },
    });
  });

  describeConcurrency('two confirmations at once', () => {
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

describe('claiming a player with an unverified email', () => {
  /** A player the back office entered, with an email nobody has signed up with yet. */
  async function unclaimedPlayer(email: string, phone: string) {
    const [player] = await t.db
      .insert(players)
      .values({ name: 'Σταύρος', surname: 'Κλεφτάκης', displayName: 'Σταύρος Κλεφτάκης', gender: 0, email, phone })
      .returning();
    return player!;
  }
  const linkedUser = async (playerId: number) =>
    (await t.db.select({ userId: players.userId }).from(players).where(eq(players.id, playerId)))[0]?.userId;

  it('discloses nothing of the player and links nothing until the email is verified, then offers and links it', async () => {
    const player = await unclaimedPlayer('claim-me@example.gr', '6900000123');
    const stranger = agent(t.app, { ip: '10.7.0.1' });
    const registered = await stranger.post('/register', {
      name: 'Άγνωστος',
      surname: 'Επισκέπτης',
      email: 'claim-me@example.gr',
      password: 'claim-pass-77',
      passwordConfirmation: 'claim-pass-77',
      termsAccepted: true,
    });
    expect(registered.statusCode).toBe(200);
    for (const secret of ['Σταύρος', 'Κλεφτάκης', '6900000123', '"potentialPlayerMatch":true'])
      expect(registered.body).not.toContain(secret);

    const browser = await loginAs(t.app, 'claim-me@example.gr', { password: 'claim-pass-77', ip: '10.7.0.2' });
    const unverified = await browser.get('/api/user');
    expect(unverified.json().user).toMatchObject({ emailVerifiedAt: null, potentialPlayerMatch: false, player: null });
    for (const secret of ['Σταύρος', 'Κλεφτάκης', '6900000123']) expect(unverified.body).not.toContain(secret);

    const refused = await browser.post('/api/confirm-player-info');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: EMAIL_NOT_VERIFIED_FOR_PLAYER });
    expect(await linkedUser(player.id)).toBeNull();

    const [mail] = await mailsTo(t.db, 'claim-me@example.gr');
    const link = new URL(linkIn(mail!, 'http://localhost:3000/verify-email/'));
    await browser.get(`${link.pathname}${link.search}`);
    expect((await browser.get('/api/user')).json().user).toMatchObject({
      potentialPlayerMatch: true,
      player: { id: player.id, phone: '6900000123' },
    });
    expect((await browser.post('/api/confirm-player-info')).statusCode).toBe(200);
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'claim-me@example.gr'));
    expect(await linkedUser(player.id)).toBe(account!.id);
  });

  it("asks for a new verification when the back office changes the email to a player's", async () => {
    const player = await unclaimedPlayer('moved-here@example.gr', '6900000124');
    const admin = await loginAs(t.app, 'admin@demo.gr', { ip: '10.7.0.3' });
    const account = { name: 'Μάνος', surname: 'Αλλαγής', role: 'user', password: 'moving-pass-5' };
    const created = await admin.post('/api/users', { ...account, email: 'before-move@example.gr' });
    const id = created.json<{ data: { id: number } }>().data.id;
    await t.db.update(users).set({ emailVerified: true, emailVerifiedAt: new Date() }).where(eq(users.id, id));
    await admin.put(`/api/users/${id}`, { ...account, email: 'moved-here@example.gr', password: '' });
    const browser = await loginAs(t.app, 'moved-here@example.gr', { password: 'moving-pass-5', ip: '10.7.0.4' });
    expect((await browser.get('/api/user')).json().user).toMatchObject({ emailVerifiedAt: null, player: null });
    expect((await browser.post('/api/confirm-player-info')).statusCode).toBe(403);
    expect(await linkedUser(player.id)).toBeNull();
  });
});
