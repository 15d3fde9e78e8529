import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlayerDetailsResponse, TPlayerMatchList, TPlayerStatsResponse } from '@tennis/contracts';
import {
  achievements,
  availabilityEvents,
  championshipParticipations,
  matches,
  playerAchievements,
  players,
} from '../db/schema/index.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  type ChampionshipFixture,
} from '../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildWallet } from '../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';

// The public profile (spec 3 §2 Players, §7): everyone reads it; phone,
// e-mail and the wallet are for the entitled only; friendlies show on the
// player's own profile only and never count in form or statistics.

let t: TestApp;
let as: Record<Who, Agent>;
let f: ChampionshipFixture;
/** player@demo.gr's player, who plays the fixture's matches. */
let me: number;
let opponent: number;

const ALL =
  'includeRecentResults=1&includeAchievements=1&includeCurrentForm=1&includeCurrentRank=1&includeAvailability=1&includeWalletInfo=1';

/** A concluded match of the fixture; `won` from `me`'s side. */
async function result(at: string, won: boolean, values: Partial<typeof matches.$inferInsert> = {}) {
  return buildScheduledMatch(t.db, f, me, opponent, {
    state: 'concluded',
    scheduledAt: new Date(at),
    concludedAt: new Date(at),
    winner: won ? 0 : 1,
    s1Home: won ? 6 : 2,
    s1Away: won ? 2 : 6,
    s2Home: won ? 6 : 3,
    s2Away: won ? 3 : 6,
    ...values,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  f = await buildChampionshipFixture(t.db, { players: 2 });
  me = t.seeded.playerId;
  opponent = f.playerIds[0]!;
  await t.db.update(players).set({ phone: '6912345678', email: 'player@demo.gr', atrp: 3 }).where(eq(players.id, me));
  await t.db.insert(championshipParticipations).values({
    championshipId: f.championshipId,
    playerId: me,
    state: 'approved',
    atrp: 3,
    openRank: 4,
    underRank: null,
  });
  // 2025: March won on clay, March lost on hard, July won on clay (as the away side).
  await result('2025-03-02T10:00:00Z', true);
  await result('2025-03-20T10:00:00Z', false, { surface: 'hard' });
  await buildScheduledMatch(t.db, f, opponent, me, {
    state: 'concluded',
    scheduledAt: new Date('2025-07-05T16:00:00Z'),
    concludedAt: new Date('2025-07-05T16:00:00Z'),
    winner: 1,
    s1Home: 1,
    s1Away: 6,
    s2Home: 2,
    s2Away: 6,
  });
  // 2026: four more; the latest is a friendly, which counts nowhere.
  await result('2026-01-10T10:00:00Z', true);
  await result('2026-02-10T10:00:00Z', false);
  await result('2026-04-10T10:00:00Z', true);
  await result('2026-05-10T10:00:00Z', true, { surface: 'hard', homePlayer1Balls: true });
  await t.db.insert(matches).values({
    kind: 'friendly',
    homePlayer1Id: me,
    awayPlayer1Id: opponent,
    state: 'concluded',
    scheduledAt: new Date('2026-06-01T10:00:00Z'),
    concludedAt: new Date('2026-06-01T10:00:00Z'),
    winner: 1,
    s1Home: 0,
    s1Away: 6,
    s2Home: 0,
    s2Away: 6,
    otherClubName: 'Φίλοι',
    otherClubSurface: 'clay',
  });
  // A bye is not a result.
  await buildScheduledMatch(t.db, f, me, opponent, { isBye: true, state: 'concluded', winner: 0 });
  // The next match: far in the future.
  await buildScheduledMatch(t.db, f, me, opponent, { scheduledAt: new Date('2099-05-01T15:00:00Z') });
  const [achievement] = await t.db
    .insert(achievements)
    .values({ key: 'profile-test-wins-3', family: 'profile-test', tier: 1, name: 'Πρώτα βήματα', threshold: 3 })
    .returning();
  await t.db.insert(playerAchievements).values({ playerId: me, achievementId: achievement!.id });
  await t.db.insert(availabilityEvents).values({
    playerId: me,
    championshipId: f.championshipId,
    startsAt: new Date('2099-01-01T16:00:00Z'),
    endsAt: new Date('2099-01-01T18:00:00Z'),
  });
  await buildWallet(t.db, me, 4250);
});
afterAll(async () => t?.close());

const details = async (who: Who, query = ALL, id = me) => {
  const response = await as[who].get(`/api/players/${id}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPlayerDetailsResponse>().data;
};

describe('GET /api/players/{id}', () => {
  it('gives the jumbotron: name, ATRP, next and last match, the last five results and form, the rank', async () => {
    const data = await details('guest');
    expect(data).toMatchObject({ id: me, displayName: 'Γιώργος Παπαδόπουλος', atrp: 3, profilePictureUrl: null });
    expect(data.nextMatch?.scheduledAt).toBe('2099-05-01 18:00:00');
    // The friendly of June is the guest's to not see: the last match is May's.
    expect(data.lastMatch?.scheduledAt).toBe('2026-05-10 13:00:00');
    expect(data.recentResults?.map((m) => m.scheduledAt?.slice(0, 10))).toEqual([
      '2026-05-10',
      '2026-04-10',
      '2026-02-10',
      '2026-01-10',
      '2025-07-05',
    ]);
    expect(data.currentForm).toEqual(['W', 'W', 'L', 'W', 'W']);
    expect(data.currentRank).toMatchObject({ championship: { id: f.championshipId }, open: 4, under: null });
    expect(data.years).toEqual([2099, 2026, 2025]);
    expect(data.achievements?.map((a) => a.name)).toEqual(['Πρώτα βήματα']);
    expect(data.achievementsCompletion).toEqual({ unlocked: 1, total: 1 });
    // Availability is not public (decision 028): a guest is told nothing of it.
    expect(data).not.toHaveProperty('availability');
    expect(data.permissions.viewAvailability).toBe(false);
  });

  it('shows the player their own friendlies, which still count in no form', async () => {
    const data = await details('player');
    expect(data.self).toBe(true);
    expect(data.availability).toMatchObject([{ start: '2099-01-01 18:00:00', end: '2099-01-01 20:00:00' }]);
    expect(data.permissions.viewAvailability).toBe(true);
    expect(data.lastMatch).toMatchObject({ kind: 'friendly', scheduledAt: '2026-06-01 13:00:00' });
    expect(data.recentResults?.[0]?.kind).toBe('friendly');
    expect(data.currentForm).toEqual(['W', 'W', 'L', 'W', 'W']);
  });

  it('gives nothing but the basics without include flags', async () => {
    const data = await details('guest', '');
    for (const key of ['recentResults', 'currentForm', 'currentRank', 'achievements', 'availability', 'wallet'])
      expect(data).not.toHaveProperty(key);
    expect(data.lastMatch).not.toBeNull();
  });

  it('counts the balls the player brought to the championship asked for', async () => {
    const data = await details('guest', `championshipId=${f.championshipId}&includeCurrentRank=1`);
    expect(data.championship).toEqual({ id: f.championshipId, balls: 1 });
    expect(data.currentRank?.championship.id).toBe(f.championshipId);
  });

  // Who sees the phone and e-mail, and who the wallet: the authorization matrix of the profile.
  const contact: Record<Who, boolean> = {
    guest: false,
    newuser: false,
    player: true,
    employee: false,
    host: false,
    host2: false,
    admin: true,
    god: true,
  };
  const wallet: Record<Who, boolean> = {
    guest: false,
    newuser: false,
    player: true,
    employee: true,
    host: true,
    host2: false,
    admin: false,
    god: true,
  };
  it.each(EVERYONE)('authorization matrix: %s sees contact details and the wallet only when entitled', async (who) => {
    const data = await details(who);
    expect(data.contact !== null, 'contact').toBe(contact[who]);
    if (contact[who]) expect(data.contact).toMatchObject({ phone: '6912345678', email: 'player@demo.gr' });
    expect(data.permissions.viewWallet).toBe(wallet[who]);
    if (wallet[who]) expect(data.wallet).toEqual({ hasWallet: true, balance: '42,50 ATC', numericBalance: 42.5 });
    else expect(data).not.toHaveProperty('wallet');
    expect(JSON.stringify(data)).toContain(contact[who] ? '6912345678' : 'Γιώργος');
    if (!contact[who]) expect(JSON.stringify(data)).not.toContain('6912345678');
  });

  it('says when a player without a wallet has none, to those allowed to know', async () => {
    const data = await details('god', 'includeWalletInfo=1', opponent);
    expect(data.wallet).toEqual({ hasWallet: false, balance: '0,00 ATC', numericBalance: 0 });
  });

  it('answers 404 for an unknown player and 422 for a malformed id', async () => {
    expect((await as.guest.get('/api/players/999999')).statusCode).toBe(404);
    expect((await as.guest.get('/api/players/abc')).statusCode).toBe(422);
  });
});

describe('GET /api/players/{id}/matches', () => {
  const list = async (who: Who, query: string) => {
    const response = await as[who].get(`/api/players/${me}/matches?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPlayerMatchList>();
  };

  it('pages the matches newest first with the list convention', async () => {
    const page = await list('guest', 'pageLength=5&page=2');
    expect(page.meta).toEqual({ total: 8, page: 2, pageLength: 5, lastPage: 2 });
    expect(page.data.map((m) => m.scheduledAt?.slice(0, 10))).toEqual(['2025-07-05', '2025-03-20', '2025-03-02']);
  });

  it('filters by year and by kind; friendlies only for the player themself', async () => {
    expect((await list('guest', 'year=2025')).meta.total).toBe(3);
    expect((await list('guest', 'kind=friendly')).meta.total).toBe(0);
    expect((await list('host', 'kind=friendly')).meta.total).toBe(0);
    expect((await list('player', 'kind=friendly')).data.map((m) => m.kind)).toEqual(['friendly']);
    expect((await list('player', 'year=2026')).meta.total).toBe(5);
  });

  it('refuses a page length outside the shared list and answers 404 for an unknown player', async () => {
    expect((await as.guest.get(`/api/players/${me}/matches?pageLength=7`)).statusCode).toBe(422);
    expect((await as.guest.get('/api/players/999999/matches')).statusCode).toBe(404);
  });
});

describe('GET /api/players/{id}/stats', () => {
  const stats = async (query: string) => {
    const response = await as.guest.get(`/api/players/${me}/stats?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPlayerStatsResponse>().data;
  };

  it('counts the wins and losses of each month of the year, twelve months', async () => {
    const data = await stats('year=2025');
    expect(data.year).toBe(2025);
    expect(data.monthly).toHaveLength(12);
    expect(data.monthly[2]).toEqual({ month: 3, wins: 1, losses: 1 });
    expect(data.monthly[6]).toEqual({ month: 7, wins: 1, losses: 0 });
    expect(data.monthly.reduce((n, m) => n + m.wins + m.losses, 0)).toBe(3);
    expect(data).not.toHaveProperty('resultsPerSurface');
  });

  it('gives clay and hard by default, or the one surface asked for; the friendly on clay does not count', async () => {
    expect((await stats('year=2026&includeResultsPerSurface=1')).resultsPerSurface).toEqual([
      { surface: 'clay', wins: 2, losses: 1 },
      { surface: 'hard', wins: 1, losses: 0 },
    ]);
    expect((await stats('year=2025&includeResultsPerSurface=true&surface=hard')).resultsPerSurface).toEqual([
      { surface: 'hard', wins: 0, losses: 1 },
    ]);
  });

  it('is the same for the player themself: friendlies never count', async () => {
    const response = await as.player.get(`/api/players/${me}/stats?year=2026`);
    const june = response.json<TPlayerStatsResponse>().data.monthly[5];
    expect(june).toEqual({ month: 6, wins: 0, losses: 0 });
  });

  it('refuses an impossible year and an unknown surface', async () => {
    expect((await as.guest.get(`/api/players/${me}/stats?year=20x5`)).statusCode).toBe(422);
    expect((await as.guest.get(`/api/players/${me}/stats?surface=sand`)).statusCode).toBe(422);
  });
});
