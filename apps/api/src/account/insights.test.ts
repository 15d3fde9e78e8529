import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserInsights } from '@tennis/contracts';
import {
  achievements,
  championshipParticipations,
  championships,
  matches,
  playerAchievements,
  players,
  wallets,
} from '../db/schema/index.js';
import { agent, createTestApp, loginAs, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const me = t.seeded.playerId;
  const [rival] = await t.db
    .insert(players)
    .values({ name: 'Σπύρος', surname: 'Ρήγας', displayName: 'Σπύρος Ρήγας', gender: 0 })
    .returning();
  const [championship] = await t.db
    .insert(championships)
    .values({
      hostId: 1,
      name: 'Πρωτάθλημα',
      slug: 'insights-championship',
      type: 'singles',
      gender: 0,
      state: 'underway',
      year: 2026,
      startingYear: 2026,
      endingYear: 2027,
    })
    .returning();
  const played = (home: number, away: number, winner: 0 | 1, day: string) => ({
    kind: 'championship' as const,
    championshipId: championship!.id,
    hostId: 1,
    homePlayer1Id: home,
    awayPlayer1Id: away,
    state: 'concluded' as const,
    winner,
    scheduledAt: new Date(`${day}T17:00:00Z`),
    concludedAt: new Date(`${day}T18:30:00Z`),
  });
  await t.db.insert(matches).values([
    played(me, rival!.id, 0, '2026-03-01'), // won at home
    played(rival!.id, me, 1, '2026-03-08'), // won away
    played(me, rival!.id, 1, '2026-03-15'), // lost
    { ...played(me, rival!.id, 0, '2026-03-20'), kind: 'friendly', championshipId: null }, // friendly win
    { ...played(me, rival!.id, 0, '2026-03-21'), isBye: true }, // a bye is no match
    {
      kind: 'friendly',
      homePlayer1Id: rival!.id,
      awayPlayer1Id: me,
      state: 'initialized',
      scheduledAt: new Date('2099-05-01T15:00:00Z'),
    },
  ]);
  await t.db
    .insert(championshipParticipations)
    .values({ championshipId: championship!.id, playerId: me, state: 'approved', atrp: 3 });
  const [achievement] = await t.db
    .insert(achievements)
    .values({ key: 'wins-1', family: 'wins', tier: 1, name: 'Πρώτη νίκη' })
    .returning();
  await t.db.insert(playerAchievements).values({ playerId: me, achievementId: achievement!.id });
  await t.db.insert(wallets).values({ playerId: me, balanceCents: 4250 });
});
afterAll(async () => t?.close());

describe('GET /api/user/insights', () => {
  it("counts the player's matches, wins, entries, achievements and wallet", async () => {
    const response = await (await loginAs(t.app, 'player@demo.gr')).get('/api/user/insights');
    expect(response.statusCode).toBe(200);
    expect(ZUserInsights.parse(response.json())).toEqual({
      hasPlayer: true,
      matches: { played: 4, wins: 3, losses: 1, winRate: 75, friendly: 1, upcoming: 1 },
      championships: 1,
      tournaments: 0,
      achievements: 1,
      walletBalanceCents: 4250,
      lastMatchAt: '2026-03-20 20:30:00',
      nextMatchAt: '2099-05-01 18:00:00',
    });
  });

  it('answers zeros to a user without a player profile', async () => {
    const response = await (await loginAs(t.app, 'newuser@demo.gr')).get('/api/user/insights');
    expect(response.json()).toMatchObject({
      hasPlayer: false,
      matches: { played: 0, wins: 0 },
      walletBalanceCents: null,
      lastMatchAt: null,
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await agent(t.app).get('/api/user/insights')).statusCode).toBe(401);
  });
});
