import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAchievement, TAchievementLeader, TPlayerAchievements } from '@tennis/contracts';
import { achievements, playerAchievements } from '../db/schema/index.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  scores,
  type ChampionshipFixture,
} from '../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';
import { recomputeAchievementsForMatch } from './achievements-job.js';

// A short season played through the score core, its achievements computed by
// the job's work and checked against the tiers worked out by hand (decision
// 030); the job twice unlocks nothing twice; the routes and who may call them.

let t: TestApp;
let as: Record<Who, Agent>;
let fixture: ChampionshipFixture;
const matchIds: number[] = [];
const { part } = scores;

// The fixture's ATRP: player 0 2.5, player 1 3.0, player 2 3.5.
const SEASON = [
  { home: 0, away: 1, score: { s1: part(6, 0), s2: part(6, 3), st: null } }, // 0: bagel, upset
  { home: 0, away: 2, score: { s1: part(4, 6), s2: part(6, 3), st: part(10, 8) } }, // 0: comeback, super tie-break, upset
  { home: 1, away: 0, score: { s1: part(4, 6), s2: part(3, 6), st: null } }, // 0: three in a row, upset
];

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  fixture = await buildChampionshipFixture(t.db, { players: 3 });
  for (const [day, match] of SEASON.entries()) {
    const id = await buildScheduledMatch(
      t.db,
      fixture,
      fixture.playerIds[match.home]!,
      fixture.playerIds[match.away]!,
      {
        scheduledAt: new Date(Date.UTC(2026, 10, 10 + day, 17)),
      },
    );
    const scored = await as.host.post(`/api/matches/${id}/score`, match.score);
    expect(scored.statusCode).toBe(200);
    matchIds.push(id);
  }
  // The job's work after each concluded match (no runner is started in tests).
  for (const id of matchIds) await recomputeAchievementsForMatch(t.db, id);
});
afterAll(async () => t?.close());

const unlocksOf = async (playerId: number) =>
  (
    await t.db
      .select({ key: achievements.key, matchId: playerAchievements.matchId })
      .from(playerAchievements)
      .innerJoin(achievements, eq(achievements.id, playerAchievements.achievementId))
      .where(eq(playerAchievements.playerId, playerId))
  ).sort((a, b) => a.key.localeCompare(b.key));

const handComputed = () => [
  { key: 'bagels-1', matchId: matchIds[0] },
  { key: 'comebacks-1', matchId: matchIds[1] },
  { key: 'super-tie-breaks-1', matchId: matchIds[1] },
  { key: 'upsets-1', matchId: matchIds[0] },
  { key: 'win-streak-3', matchId: matchIds[2] },
];

describe('the achievements job', () => {
  it('unlocks the hand-computed tiers, each at the match that crossed it', async () => {
    const [p0, p1, p2] = fixture.playerIds;
    expect(await unlocksOf(p0!)).toEqual(handComputed());
    expect(await unlocksOf(p1!)).toEqual([]);
    expect(await unlocksOf(p2!)).toEqual([]);
  });

  it('run twice, unlocks nothing twice', async () => {
    const before = await unlocksOf(fixture.playerIds[0]!);
    for (const id of matchIds) expect(await recomputeAchievementsForMatch(t.db, id)).toBe(0);
    expect(await unlocksOf(fixture.playerIds[0]!)).toEqual(before);
  });
});

describe('the achievement routes', () => {
  it("GET /api/players/{id}/achievements answers the player's families, measures and completion", async () => {
    const response = await as.guest.get(`/api/players/${fixture.playerIds[0]}/achievements`);
    expect(response.statusCode).toBe(200);
    const data = (response.json() as { data: TPlayerAchievements }).data;
    expect(data.unlocked).toBe(5);
    expect(data.total).toBe(32);
    expect(data.completion).toBe(15);
    const upsets = data.families.find((f) => f.family === 'upsets')!;
    expect(upsets.measure).toBe(3);
    expect(upsets.achievements.map((a) => [a.tier, a.unlocked])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
  });

  it('GET /api/achievements marks the unlocked ones from the point of view of a player', async () => {
    const mine = (await as.guest.get(`/api/achievements?filters.fromPOV=${fixture.playerIds[0]}`)).json() as {
      data: TAchievement[];
    };
    expect(mine.data.filter((a) => a.unlocked).map((a) => a.key)).toHaveLength(5);
    const nobody = (await as.guest.get('/api/achievements')).json() as { data: TAchievement[] };
    expect(nobody.data).toHaveLength(32);
    expect(nobody.data.some((a) => a.unlocked)).toBe(false);
  });

  it('GET /api/achievements/leaders ranks the players by unlocked achievements', async () => {
    const leaders = (await as.guest.get('/api/achievements/leaders?limit=3')).json() as { data: TAchievementLeader[] };
    expect(leaders.data[0]).toMatchObject({
      rank: 1,
      unlocked: 5,
      highestTier: 1,
      player: { id: fixture.playerIds[0] },
    });
  });

  it('POST /api/god/achievements/rebuild computes the same unlocks from scratch', async () => {
    const response = await as.god.post('/api/god/achievements/rebuild', {});
    expect(response.statusCode).toBe(200);
    expect(await unlocksOf(fixture.playerIds[0]!)).toEqual(handComputed());
  });
});

const everyone = (status: number) => Object.fromEntries(EVERYONE.map((who) => [who, status])) as Record<Who, number>;
const CALLS: { name: string; run: (who: Who) => Promise<{ statusCode: number }>; expected: Record<Who, number> }[] = [
  {
    name: 'GET /api/players/{id}/achievements',
    run: (who) => as[who].get(`/api/players/${fixture.playerIds[1]}/achievements`),
    expected: everyone(200),
  },
  {
    name: 'GET /api/players/{id}/achievements/{achievementId}/image',
    run: async (who) => {
      const [unlock] = await t.db
        .select({ achievementId: playerAchievements.achievementId })
        .from(playerAchievements)
        .where(eq(playerAchievements.playerId, fixture.playerIds[0]!));
      return as[who].get(`/api/players/${fixture.playerIds[0]}/achievements/${unlock!.achievementId}/image`);
    },
    expected: everyone(200),
  },
  { name: 'GET /api/achievements', run: (who) => as[who].get('/api/achievements'), expected: everyone(200) },
  {
    name: 'GET /api/achievements/leaders',
    run: (who) => as[who].get('/api/achievements/leaders'),
    expected: everyone(200),
  },
  {
    name: 'POST /api/god/achievements/rebuild',
    run: (who) => as[who].post('/api/god/achievements/rebuild', {}),
    expected: { ...everyone(403), guest: 401, god: 200 },
  },
];

describe('authorization matrix of achievements (APP_ENV test)', () => {
  for (const call of CALLS) {
    it(call.name, async () => {
      const answered = {} as Record<Who, number>;
      for (const who of EVERYONE) answered[who] = (await call.run(who)).statusCode;
      expect(answered).toEqual(call.expected);
    });
  }
});
