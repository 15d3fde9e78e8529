import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_WORTH_MESSAGES, type TMatchWorthResponse } from '@tennis/contracts';
import { championshipParticipations, championships } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildChampionshipFixture, buildScheduledMatch, type ChampionshipFixture } from '../match-test-fixtures.js';

// GET /api/matches/{id}/worth: the standings rules on a copy of the season,
// for a Regular Season match not yet played.

let t: TestApp;
let as: Record<Who, Agent>;
let f: ChampionshipFixture;
/** a (3.0), b (2.5), c (2.0): a beat b; the match to preview is b against a. */
let a: number;
let b: number;
let preview: number;

const worthOf = async (id: number) => (await as.guest.get(`/api/matches/${id}/worth`)).json<TMatchWorthResponse>();

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  f = await buildChampionshipFixture(t.db, { players: 3 });
  [a, b] = f.playerIds as [number, number];
  const atrps = [3, 2.5, 2];
  for (const [index, playerId] of f.playerIds.entries())
    await t.db
      .update(championshipParticipations)
      .set({ atrp: atrps[index]! })
      .where(eq(championshipParticipations.playerId, playerId));
  await buildScheduledMatch(t.db, f, a, b, {
    state: 'concluded',
    winner: 0,
    s1Home: 6,
    s1Away: 2,
    s2Home: 6,
    s2Away: 3,
    scheduledAt: new Date('2026-11-02T17:00:00Z'),
  });
  preview = await buildScheduledMatch(t.db, f, b, a, { scheduledAt: new Date('2026-11-28T17:00:00Z') });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/matches/{id}/worth', () => {
  it("gives each side the win's value and the places it would reach, to anyone", async () => {
    const { data } = await worthOf(preview);
    expect(data.raceMonth).toBe('2026-11');
    // b (2.5, 50 points, last of the two ranked) beating a 3.0: 1550 + 50.
    expect(data.home).toMatchObject({
      playerId: b,
      winValue: 1550,
      pointsGained: 1600,
      entersBestFifteen: true,
      open: { before: 2, after: 1 },
      under: { after: 1 },
      race: { before: 2, after: 1 },
    });
    // a beating a 2.5 again: 550 + 50; a 3.0 is not in the UNDER 2.5 league.
    expect(data.away).toMatchObject({ playerId: a, winValue: 550, pointsGained: 600, under: null });
  });

  it('answers 409 for a match that has no such worth: concluded, or a knockout', async () => {
    // A season of its own: the cases run in any order.
    const other = await buildChampionshipFixture(t.db, { players: 2 });
    const [x, y] = other.playerIds as [number, number];
    const played = await buildScheduledMatch(t.db, other, x, y, {
      state: 'concluded',
      winner: 1,
      s1Home: 1,
      s1Away: 6,
    });
    const knockout = await buildScheduledMatch(t.db, other, x, y, { tournamentPhase: 1025 });
    for (const id of [played, knockout]) {
      const response = await as.guest.get(`/api/matches/${id}/worth`);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(MATCH_WORTH_MESSAGES.notApplicable);
    }
  });

  it("hides a draft championship's match from everyone but its organiser", async () => {
    const draft = await buildChampionshipFixture(t.db, { players: 2 });
    await t.db.update(championships).set({ state: 'draft' }).where(eq(championships.id, draft.championshipId));
    const [x, y] = draft.playerIds as [number, number];
    const hidden = await buildScheduledMatch(t.db, draft, x, y);
    expect((await as.guest.get(`/api/matches/${hidden}/worth`)).statusCode).toBe(404);
    expect((await as.host2.get(`/api/matches/${hidden}/worth`)).statusCode).toBe(404);
    expect((await as.host.get(`/api/matches/${hidden}/worth`)).statusCode).toBe(200);
  });
});

describe('GET /api/championships/{id}/match-worth (the schedule screen, before the match exists)', () => {
  const pairPath = (home: number, away: number) =>
    `/api/championships/${f.championshipId}/match-worth?homePlayerId=${home}&awayPlayerId=${away}`;

  it('gives the back office the same worth as the match would have, with no match yet', async () => {
    const response = await as.host.get(pairPath(b, a));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<TMatchWorthResponse>();
    expect(data.matchId).toBeNull();
    expect(data.home).toMatchObject({ playerId: b, winValue: 1550, pointsGained: 1600, open: { before: 2, after: 1 } });
    expect(data.away).toMatchObject({ playerId: a, winValue: 550, pointsGained: 600, under: null });
  });

  it('refuses a player who is not a ranked participant, or the same player twice (409)', async () => {
    const outsider = (await buildChampionshipFixture(t.db, { players: 1 })).playerIds[0]!;
    for (const url of [pairPath(b, outsider), pairPath(a, a)]) {
      const response = await as.host.get(url);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(MATCH_WORTH_MESSAGES.notRanked);
    }
  });

  it.each([
    ['guest', 401],
    ['player', 403],
    ['host2', 403],
    ['employee', 200],
    ['admin', 200],
  ] as const)('answers %s with %i', async (who, status) => {
    expect((await as[who].get(pairPath(b, a))).statusCode).toBe(status);
  });
});
