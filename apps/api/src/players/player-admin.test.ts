import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOD_PLAYER_PROTECTED,
  INVALID_PHONE,
  LINK_USER_REQUIRED,
  PLAYER_ALREADY_LINKED,
  PLAYER_ANNIHILATION_BLOCKED,
  PLAYER_NOT_LINKED,
  USER_ALREADY_HAS_PLAYER,
  type TAnnihilationCheckResponse,
  type TPlayerAdminRecord,
} from '@tennis/contracts';
import {
  availabilityEvents,
  clients,
  matches,
  players,
  revisions,
  users,
  walletTransactions,
  wallets,
} from '../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { buildClient, buildPlayer, buildWallet } from '../test/build-records.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { describeConcurrency } from '../test/describe-concurrency.js';

// The /players back office (spec 3 §2 Players): the admin list, the edit
// form, linking and unlinking accounts and the annihilation of a player.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const newUser = async () => {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Ζωή', surname: 'Λαμπράκη', email: `zoi-${Math.random().toString(36).slice(2)}@example.gr` })
    .returning();
  return user!;
};

const revisionsOf = (playerId: number, action: string) =>
  t.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, 'players'), eq(revisions.entityId, playerId), eq(revisions.action, action)));

describe('GET /api/players', () => {
  it('lists players with their linked account, filtered and sorted as the generic lists are', async () => {
    const player = await buildPlayer(t.db, { name: 'Θανάσης', surname: 'Ψωμάς', phone: '6971234567' });
    const response = await as.admin.get('/api/players?filters[surname]=ψωμας&sort=surname');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: TPlayerAdminRecord[]; meta: { total: number } }>();
    expect(body.data.map((row) => row.id)).toEqual([player.id]);
    expect(body.data[0]).toMatchObject({ surname: 'Ψωμάς', name: 'Θανάσης', phone: '6971234567', userId: null });

    const linked = await as.admin.get(`/api/players?filters[user]=player@demo.gr`);
    expect(linked.json<{ data: TPlayerAdminRecord[] }>().data).toMatchObject([
      { id: t.seeded.playerId, user: 'player@demo.gr', userId: t.seeded.users.player },
    ]);
  });

  it('is an admin list: a host, whose players other hosts share, is refused', async () => {
    expect((await as.host.get('/api/players')).statusCode).toBe(403);
    expect((await as.player.get('/api/players')).statusCode).toBe(403);
  });

  it('offers no create and no generic delete: players are removed only by annihilation', async () => {
    const meta = await as.admin.get('/api/players/meta');
    expect(meta.json()).toMatchObject({ permissions: { create: false, delete: false, update: true } });
    expect((await as.admin.post('/api/players', { surname: 'Α', name: 'Β' })).statusCode).toBe(404);
    const player = await buildPlayer(t.db);
    expect((await as.admin.delete(`/api/players/${player.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/players/{id}', () => {
  it('changes surname, name, phone and e-mail, and the display name with them, with a revision', async () => {
    const player = await buildPlayer(t.db, { name: 'Κώστας', surname: 'Λάμπρου' });
    const response = await as.admin.put(`/api/players/${player.id}`, {
      surname: 'Λαμπρόπουλος',
      name: 'Κωνσταντίνος',
      phone: '6944444444',
      email: 'Kostas@Example.gr',
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(stored).toMatchObject({
      surname: 'Λαμπρόπουλος',
      name: 'Κωνσταντίνος',
      displayName: 'Κωνσταντίνος Λαμπρόπουλος',
      phone: '6944444444',
      email: 'kostas@example.gr',
    });
    expect(await revisionsOf(player.id, 'updated')).toHaveLength(1);
  });

  it('answers Greek 422s for a missing surname, a bad phone and a bad e-mail', async () => {
    const player = await buildPlayer(t.db);
    const url = `/api/players/${player.id}`;
    expectFieldError(
      await as.admin.put(url, { surname: ' ', name: 'Νίκος' }),
      'surname',
      'Αυτό το πεδίο είναι υποχρεωτικό',
    );
    expectFieldError(await as.admin.put(url, { surname: 'Α', name: 'Β', phone: '69 12' }), 'phone', INVALID_PHONE);
    expectFieldError(
      await as.admin.put(url, { surname: 'Α', name: 'Β', email: 'not-an-address' }),
      'email',
      'Η διεύθυνση email που δώσατε δεν είναι έγκυρη',
    );
  });

  it("leaves the god user's own player to the god user", async () => {
    const gods = await buildPlayer(t.db, { userId: t.seeded.users.god });
    const body = { surname: 'Θεοδωρίδης', name: 'Άλλος', email: 'taken@example.gr' };
    const refused = await as.admin.put(`/api/players/${gods.id}`, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: GOD_PLAYER_PROTECTED });
    expect((await as.god.put(`/api/players/${gods.id}`, body)).statusCode).toBe(200);
    await t.db.delete(players).where(eq(players.id, gods.id));
  });
});

describe('POST /api/players/{id}/link and /unlink', () => {
  it('links a free player to a free account and back, each with a revision', async () => {
    const player = await buildPlayer(t.db);
    const user = await newUser();
    const linked = await as.admin.post(`/api/players/${player.id}/link`, { userId: user.id });
    expect(linked.statusCode).toBe(200);
    expect((await t.db.select().from(players).where(eq(players.id, player.id)))[0]?.userId).toBe(user.id);

    const unlinked = await as.admin.post(`/api/players/${player.id}/unlink`);
    expect(unlinked.statusCode).toBe(200);
    expect((await t.db.select().from(players).where(eq(players.id, player.id)))[0]?.userId).toBeNull();
    expect(await revisionsOf(player.id, 'linked')).toHaveLength(1);
    expect(await revisionsOf(player.id, 'unlinked')).toHaveLength(1);
  });

  it("says in Greek what the old screen called 'Something is null!': no account chosen", async () => {
    const player = await buildPlayer(t.db);
    expectFieldError(await as.admin.post(`/api/players/${player.id}/link`, {}), 'userId', LINK_USER_REQUIRED);
    expectFieldError(
      await as.admin.post(`/api/players/${player.id}/link`, { userId: null }),
      'userId',
      LINK_USER_REQUIRED,
    );
  });

  it('answers 409 when the player is linked already, the account has a player, or there is nothing to unlink', async () => {
    const free = await buildPlayer(t.db);
    const alreadyLinked = await as.admin.post(`/api/players/${t.seeded.playerId}/link`, {
      userId: (await newUser()).id,
    });
    expect(alreadyLinked.statusCode).toBe(409);
    expect(alreadyLinked.json()).toMatchObject({ message: PLAYER_ALREADY_LINKED });

    const taken = await as.admin.post(`/api/players/${free.id}/link`, { userId: t.seeded.users.player });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: USER_ALREADY_HAS_PLAYER });

    const nothing = await as.admin.post(`/api/players/${free.id}/unlink`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: PLAYER_NOT_LINKED });
  });

  it('answers 404 for an unknown player or account', async () => {
    const player = await buildPlayer(t.db);
    expect((await as.admin.post('/api/players/999999/link', { userId: t.seeded.users.newuser })).statusCode).toBe(404);
    expect((await as.admin.post(`/api/players/${player.id}/link`, { userId: 999999 })).statusCode).toBe(404);
    expect((await as.admin.post('/api/players/999999/unlink')).statusCode).toBe(404);
  });

  it('lets only the god user link a player to the god account or unlink the god player', async () => {
    const player = await buildPlayer(t.db);
    const refused = await as.admin.post(`/api/players/${player.id}/link`, { userId: t.seeded.users.god });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: GOD_PLAYER_PROTECTED });
    expect((await as.god.post(`/api/players/${player.id}/link`, { userId: t.seeded.users.god })).statusCode).toBe(200);
    expect((await as.admin.post(`/api/players/${player.id}/unlink`)).statusCode).toBe(403);
    expect((await as.god.post(`/api/players/${player.id}/unlink`)).statusCode).toBe(200);
  });
});

describe('annihilation', () => {
  const check = async (playerId: number) => {
    const response = await as.admin.post(`/api/players/${playerId}/annihilation-check`);
    expect(response.statusCode).toBe(200);
    return response.json<TAnnihilationCheckResponse>().data;
  };

  it('lists matches, participations, a wallet with a balance and a linked account as blockers, and refuses with 409', async () => {
    const player = await buildPlayer(t.db, { userId: (await newUser()).id });
    const rival = await buildPlayer(t.db);
    await t.db.insert(matches).values({ kind: 'friendly', homePlayer1Id: player.id, awayPlayer1Id: rival.id });
    await buildWallet(t.db, player.id, 1250);

    const found = await check(player.id);
    expect(found.annihilable).toBe(false);
    expect(found.blockers.map((b) => [b.kind, b.count])).toEqual([
      ['matches', 1],
      ['wallet', 1],
      ['linkedUser', 1],
    ]);
    expect(found.blockers[1]?.label).toContain('12,50');

    const refused = await as.admin.delete(`/api/players/${player.id}/annihilate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: PLAYER_ANNIHILATION_BLOCKED });
    expect(await t.db.select().from(players).where(eq(players.id, player.id))).toHaveLength(1);
  });

  it("removes a player with nothing blocking, with what is the player's alone, in one transaction with a revision", async () => {
    const { player } = await buildClient(t.db, 1, { name: 'Γιώργος', surname: 'Ξενάκης' });
    await t.db.insert(clients).values({ hostId: 2, playerId: player.id });
    const wallet = await buildWallet(t.db, player.id, 0);
    const [topUp] = await t.db
      .insert(walletTransactions)
      .values({ walletId: wallet.id, type: 'deposit', amountCents: 500, runningBalanceCents: 500 })
      .returning();
    await t.db.insert(walletTransactions).values({
      walletId: wallet.id,
      type: 'withdrawal',
      amountCents: 500,
      runningBalanceCents: 0,
      reversesTransactionId: topUp!.id,
    });

    const found = await check(player.id);
    expect(found).toMatchObject({ annihilable: true, blockers: [], displayName: 'Γιώργος Ξενάκης' });
    expect(found.deletions.map((d) => [d.kind, d.count])).toEqual([
      ['wallet', 1],
      ['walletTransactions', 2],
      ['clients', 2],
    ]);

    const response = await as.admin.delete(`/api/players/${player.id}/annihilate`);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(players).where(eq(players.id, player.id))).toHaveLength(0);
    expect(await t.db.select().from(clients).where(eq(clients.playerId, player.id))).toHaveLength(0);
    expect(await t.db.select().from(wallets).where(eq(wallets.playerId, player.id))).toHaveLength(0);
    expect(await t.db.select().from(availabilityEvents).where(eq(availabilityEvents.playerId, player.id))).toHaveLength(
      0,
    );
    const [revision] = await revisionsOf(player.id, 'annihilated');
    expect(revision?.oldValues).toMatchObject({ surname: 'Ξενάκης' });
    expect((await as.admin.post(`/api/players/${player.id}/annihilation-check`)).statusCode).toBe(404);
    expect((await as.admin.delete(`/api/players/${player.id}/annihilate`)).statusCode).toBe(404);
  });

  it("is an admin's, and the god user's own player is the god user's", async () => {
    const player = await buildPlayer(t.db);
    expect((await as.host.post(`/api/players/${player.id}/annihilation-check`)).statusCode).toBe(403);
    expect((await as.host.delete(`/api/players/${player.id}/annihilate`)).statusCode).toBe(403);
    const gods = await buildPlayer(t.db, { userId: t.seeded.users.god });
    const refused = await as.admin.delete(`/api/players/${gods.id}/annihilate`);
    expect(refused.statusCode).toBe(403);
    await t.db.delete(players).where(eq(players.id, gods.id));
  });
});

describeConcurrency('linking and annihilating at once', () => {
  it('links one account to one player only, when two admins link it to two players at once', async () => {
    const user = await newUser();
    const [first, second] = [await buildPlayer(t.db), await buildPlayer(t.db)];
    const answers = await Promise.all([
      as.admin.post(`/api/players/${first.id}/link`, { userId: user.id }),
      as.god.post(`/api/players/${second.id}/link`, { userId: user.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(players).where(eq(players.userId, user.id))).toHaveLength(1);
  });

  it('never removes a player that a link made un-annihilable meanwhile', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await buildPlayer(t.db);
      const user = await newUser();
      const [linked, annihilated] = await Promise.all([
        as.god.post(`/api/players/${player.id}/link`, { userId: user.id }),
        as.admin.delete(`/api/players/${player.id}/annihilate`),
      ]);
      const [stored] = await t.db.select().from(players).where(eq(players.id, player.id));
      // Either the link came first (annihilation refused, the player stays linked) or the annihilation did (the link finds no player).
      if (annihilated.statusCode === 200) {
        expect(stored).toBeUndefined();
        expect(linked.statusCode).toBe(404);
      } else {
        expect([annihilated.statusCode, linked.statusCode]).toEqual([409, 200]);
        expect(stored?.userId).toBe(user.id);
      }
    }
  });
});
