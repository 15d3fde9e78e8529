import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdvancedStatsResponse } from '@tennis/contracts';
import { matches, walletTransactions } from '../db/schema/index.js';
import { buildCategoryFixture } from '../tournaments/draws/draw-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship, buildClub, buildPlayer, buildWallet } from '../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';

// A month of 2031 no demo match falls in, with matches of both hosts, a friendly,
// and matches that must not count (unplayed, a walkover, a bye, one before the period).
const PERIOD = 'start=2031-03-01&end=2031-03-31';
const at = (athensTime: string) => new Date(`${athensTime}+02:00`);

let t: TestApp;
let as: Record<Who, Agent>;
const ids = {} as Record<'clubA' | 'clubB' | 'championship1' | 'championship2' | 'tournament' | 'veteran', number>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  const clubA = await buildClub(t.db, { hostId: 1, morningZoneCostCents: 2000, eveningZoneCostCents: 2800 });
  const clubB = await buildClub(t.db, { hostId: 2, morningZoneCostCents: 1500, eveningZoneCostCents: 1500 });
  const championship1 = await buildChampionship(t.db, { hostId: 1 });
  const championship2 = await buildChampionship(t.db, { hostId: 2 });
  const category = await buildCategoryFixture(t.db, { hostId: 1, entrants: 0 });
  const [p1, p2, p3, p4, p5, p6, veteran] = await Promise.all(Array.from({ length: 7 }, () => buildPlayer(t.db)));
  Object.assign(ids, {
    clubA: clubA.id,
    clubB: clubB.id,
    championship1: championship1.id,
    championship2: championship2.id,
    tournament: category.tournamentId,
    veteran: veteran!.id,
  });
  const concluded = { state: 'concluded' as const, winner: 0 };
  const championshipMatch = (championshipId: number, hostId: number) =>
    ({ kind: 'championship', championshipId, hostId }) as const;
  await t.db.insert(matches).values([
    // Host 1: a morning championship single, an evening tournament double, an evening friendly at its club.
    {
      ...championshipMatch(championship1.id, 1),
      ...concluded,
      clubId: clubA.id,
      scheduledAt: at('2031-03-03T10:00:00'),
      homePlayer1Id: p1!.id,
      awayPlayer1Id: veteran!.id,
    },
    {
      kind: 'tournament',
      tournamentId: category.tournamentId,
      tournamentCategoryId: category.categoryId,
      hostId: 1,
      type: 'doubles',
      ...concluded,
      clubId: clubA.id,
      scheduledAt: at('2031-03-10T19:30:00'),
      homePlayer1Id: p1!.id,
      homePlayer2Id: p2!.id,
      awayPlayer1Id: p3!.id,
      awayPlayer2Id: p4!.id,
    },
    {
      kind: 'friendly',
      ...concluded,
      clubId: clubA.id,
      scheduledAt: at('2031-03-31T17:00:00'),
      homePlayer1Id: p2!.id,
      awayPlayer1Id: p5!.id,
    },
    // Host 2: one championship single at its club.
    {
      ...championshipMatch(championship2.id, 2),
      ...concluded,
      clubId: clubB.id,
      scheduledAt: at('2031-03-15T09:00:00'),
      homePlayer1Id: p6!.id,
      awayPlayer1Id: p5!.id,
    },
    // Not played in the period: scheduled only, a walkover, a bye, the day after, and the veteran's match of 2030.
    {
      ...championshipMatch(championship1.id, 1),
      state: 'initialized',
      clubId: clubA.id,
      scheduledAt: at('2031-03-05T18:00:00'),
      homePlayer1Id: p3!.id,
      awayPlayer1Id: p4!.id,
    },
    {
      ...championshipMatch(championship1.id, 1),
      ...concluded,
      walkover: true,
      clubId: clubA.id,
      scheduledAt: at('2031-03-06T18:00:00'),
      homePlayer1Id: p3!.id,
      awayPlayer1Id: p4!.id,
    },
    {
      ...championshipMatch(championship1.id, 1),
      ...concluded,
      isBye: true,
      scheduledAt: at('2031-03-07T18:00:00'),
      homePlayer1Id: p3!.id,
    },
    {
      ...championshipMatch(championship1.id, 1),
      ...concluded,
      clubId: clubA.id,
      scheduledAt: at('2031-04-01T00:30:00'),
      homePlayer1Id: p3!.id,
      awayPlayer1Id: p4!.id,
    },
    {
      ...championshipMatch(championship1.id, 1),
      ...concluded,
      clubId: clubA.id,
      scheduledAt: at('2030-06-01T18:00:00'),
      homePlayer1Id: veteran!.id,
      awayPlayer1Id: p6!.id,
    },
  ]);
  // Revenue: two charges of the period (one rolled back), and a top-up and a charge that do not count.
  const wallet = await buildWallet(t.db, p1!.id, 10_000);
  const charge = (
    amountCents: number,
    createdAt: Date,
    more: Partial<typeof walletTransactions.$inferInsert> = {},
  ) => ({
    walletId: wallet.id,
    type: 'withdrawal' as const,
    amountCents,
    runningBalanceCents: 0,
    createdAt,
    ...more,
  });
  await t.db
    .insert(walletTransactions)
    .values([
      charge(1200, at('2031-03-03T11:00:00')),
      charge(800, at('2031-03-10T21:00:00')),
      charge(999, at('2031-03-12T12:00:00'), { rolledBackAt: at('2031-03-12T12:05:00') }),
      charge(5000, at('2031-03-20T12:00:00'), { type: 'deposit' }),
      charge(700, at('2031-04-02T12:00:00')),
    ]);
}, 120_000);
afterAll(async () => t?.close());

const stats = async (who: Who, query = PERIOD) => {
  const response = await as[who].get(`/api/advanced-stats?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdvancedStatsResponse>();
};

describe('GET /api/advanced-stats', () => {
  it.each(EVERYONE.map((who) => [who, { guest: 401, newuser: 403, player: 403 }[who as string] ?? 200] as const))(
    'answers %s with %i',
    async (who, status) => {
      expect((await as[who].get(`/api/advanced-stats?${PERIOD}`)).statusCode).toBe(status);
    },
  );

  it('asks for both ends of the period, in Greek', async () => {
    for (const query of ['start=2031-03-01', 'end=2031-03-31', '']) {
      const response = await as.host.get(`/api/advanced-stats?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json<{ errors: Record<string, string[]> }>().errors).flat()).toContain(
        'Δεν έχετε επιλέξει διάστημα απο/έως',
      );
    }
    const backwards = await as.host.get('/api/advanced-stats?start=2031-03-31&end=2031-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json<{ errors: Record<string, string[]> }>().errors.end).toBeDefined();
    expect((await as.host.get('/api/advanced-stats?start=2031-02-30&end=2031-03-01')).statusCode).toBe(422);
  });

  it('counts what host 1 ran: its championship and tournament matches and the friendlies at its clubs', async () => {
    const host = await stats('host');
    expect(host.totalMatches).toBe(3);
    expect(host.friendlyMatches).toBe(1);
    expect(host.matchesPerType).toEqual({ singles: 2, doubles: 1 });
    expect(host.matchesPerClub).toEqual([expect.objectContaining({ id: ids.clubA, count: 3 })]);
    expect(host.matchesPerChampionship).toEqual([expect.objectContaining({ id: ids.championship1, count: 1 })]);
    expect(host.matchesPerTournament).toEqual([expect.objectContaining({ id: ids.tournament, count: 1 })]);
    // Morning before 17:00: the 10:00 match; the 19:30 and the 17:00 are evening matches.
    expect(host.clubCosts).toEqual([
      expect.objectContaining({
        clubId: ids.clubA,
        morningZone: { matches: 1, costCents: 2000 },
        eveningZone: { matches: 2, costCents: 5600 },
        totalCents: 7600,
      }),
    ]);
    // Six players appeared: p1 twice, p2 twice, p3, p4, p5 and the veteran once (seven appearances in all).
    expect(host.uniquePlayers).toBe(6);
    expect(host.playerActivity.slice(0, 2).map((row) => row.matchCount)).toEqual([2, 2]);
    expect(host.playerActivity.reduce((sum, row) => sum + row.matchCount, 0)).toBe(8);
    // The veteran played in 2030: everyone else is new.
    expect(host.firstTimers).toBe(5);
    expect(host.revenueCents).toBe(2000);
    expect(host.revenuePerMatchCents).toBe(Math.round(2000 / 3));
    expect(host.revenuePerMatchPlayerCents).toBe(Math.round(2000 / 8));
  });

  it('keeps another host to its own matches and club costs, without the wallets’ revenue', async () => {
    const host2 = await stats('host2');
    expect(host2.totalMatches).toBe(1);
    expect(host2.matchesPerChampionship).toEqual([expect.objectContaining({ id: ids.championship2, count: 1 })]);
    expect(host2.clubCosts.map((row) => row.clubId)).toEqual([ids.clubB]);
    expect(host2.revenueCents).toBeNull();
    expect(host2.playerActivity.some((row) => row.id === ids.veteran)).toBe(false);
  });

  it('shows an admin every host’s matches and every club’s costs', async () => {
    const admin = await stats('admin');
    expect(admin.totalMatches).toBe(4);
    expect(admin.clubCosts.map((row) => row.clubId).sort()).toEqual([ids.clubA, ids.clubB].sort());
  });

  it('counts nothing in a period without matches', async () => {
    const empty = await stats('god', 'start=2032-01-01&end=2032-01-31');
    expect(empty).toMatchObject({ totalMatches: 0, uniquePlayers: 0, firstTimers: 0, revenueCents: 0 });
    expect(empty.revenuePerMatchCents).toBe(0);
  });
});
