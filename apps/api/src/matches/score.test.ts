import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_MESSAGES, type TMatchResponse } from '@tennis/contracts';
import { SCORE_MESSAGES } from '@tennis/domain';
import { matches, revisions } from '../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  participationOf,
  scores,
  type ChampionshipFixture,
} from './match-test-fixtures.js';
import { describeConcurrency } from '../test/describe-concurrency.js';

let t: TestApp;
let as: Record<Who, Agent>;
let fixture: ChampionshipFixture;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  fixture = await buildChampionshipFixture(t.db, { players: 8 });
});
afterAll(async () => {
  await t?.close();
});

const player = (i: number) => () => fixture.playerIds[i]!;
const [p1, p2, p3, p4, p5, p6, p7, p8] = [
  player(0),
  player(1),
  player(2),
  player(3),
  player(4),
  player(5),
  player(6),
  player(7),
];
const score = (matchId: number, body: object, who: Agent = as.host) => who.post(`/api/matches/${matchId}/score`, body);
const { part } = scores;

describe("POST /api/matches/{id}/score refuses impossible scores with the domain's Greek messages", () => {
  it.each([
    ['6-5 as a set score', { s1: part(6, 5), s2: part(6, 3) }, 's1', SCORE_MESSAGES.invalidSet],
    ['8-6 as a set score (games above 7)', { s1: part(8, 6), s2: part(6, 3) }, 's1', SCORE_MESSAGES.invalidGames],
    [
      'a super tie-break when one side won both sets',
      { s1: part(6, 4), s2: part(6, 3), st: part(10, 8) },
      'st',
      SCORE_MESSAGES.superTieBreakNotAllowed,
    ],
    [
      'no super tie-break at one set all',
      { s1: part(6, 4), s2: part(3, 6) },
      'st',
      SCORE_MESSAGES.superTieBreakRequired,
    ],
    [
      'a second set after a retirement in the first',
      { s1: part(3, 2, { awayRet: true }), s2: part(6, 0) },
      's2',
      SCORE_MESSAGES.partAfterEarlyEnd,
    ],
    [
      'a super tie-break of 10-9',
      { s1: part(6, 4), s2: part(3, 6), st: part(10, 9) },
      'st',
      SCORE_MESSAGES.invalidSuperTieBreak,
    ],
    ['a count above 99', { s1: part(100, 4), s2: part(6, 3) }, 's1.home', SCORE_MESSAGES.invalidGames],
  ])('refuses %s', async (_name, body, field, message) => {
    const matchId = await buildScheduledMatch(t.db, fixture, p1(), p2());
    const response = await score(matchId, body);
    expectFieldError(response, field, message);
    const [row] = await t.db.select({ state: matches.state }).from(matches).where(eq(matches.id, matchId));
    expect(row?.state).toBe('initialized');
  });
});

describe('POST /api/matches/{id}/score concludes the match', () => {
  it('stores the score, the winner and the state, and answers the presented match', async () => {
    const matchId = await buildScheduledMatch(t.db, fixture, p3(), p4());
    const response = await score(matchId, scores.superTieBreak);
    expect(response.statusCode).toBe(200);
    const body = response.json<TMatchResponse>();
    expect(body.message).toBe(MATCH_MESSAGES.scored);
    expect(body.data).toMatchObject({ id: matchId, state: 'concluded', winner: 0, scoreText: '6-4 3-6 10-8' });
    expect(body.data.score.s2.winner).toBe('away');
    const [row] = await t.db.select().from(matches).where(eq(matches.id, matchId));
    expect(row).toMatchObject({
      state: 'concluded',
      winner: 0,
      s1Home: 6,
      s1Away: 4,
      stHome: 10,
      stAway: 8,
      version: 2,
    });
    const written = await t.db.select().from(revisions).where(eq(revisions.entityId, matchId));
    expect(written.map((r) => r.action)).toContain('scored');
  });

  it('counts the result in the standings of both players', async () => {
    const matchId = await buildScheduledMatch(t.db, fixture, p5(), p6());
    expect((await score(matchId, scores.straightSets)).statusCode).toBe(200);
    const winner = await participationOf(t.db, fixture.championshipId, p5());
    const loser = await participationOf(t.db, fixture.championshipId, p6());
    expect(winner).toMatchObject({ matchesPlayed: 1, wins: 1, losses: 0 });
    expect(loser).toMatchObject({ matchesPlayed: 1, wins: 0, losses: 1, points: 50 });
    expect(winner.points).toBeGreaterThan(loser.points);
  });

  it('gives the match to the other side when one retires', async () => {
    const matchId = await buildScheduledMatch(t.db, fixture, p1(), p3());
    const response = await score(matchId, { s1: part(6, 4), s2: part(2, 1, { awayRet: true }) });
    expect(response.statusCode).toBe(200);
    expect(response.json<TMatchResponse>().data).toMatchObject({ winner: 0, scoreText: '6-4 2-1 ret.' });
  });

  it('refuses a second score with 409: the match is already concluded', async () => {
    const matchId = await buildScheduledMatch(t.db, fixture, p1(), p4());
    expect((await score(matchId, scores.straightSets)).statusCode).toBe(200);
    const again = await score(matchId, scores.superTieBreak);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(MATCH_MESSAGES.alreadyConcluded);
  });

  it('refuses a bye with 409', async () => {
    const matchId = await buildScheduledMatch(t.db, fixture, p1(), p2(), { isBye: true });
    const response = await score(matchId, scores.straightSets);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(MATCH_MESSAGES.bye);
  });

  it('refuses a match of an archived championship with 409', async () => {
    const archived = await buildChampionshipFixture(t.db, { players: 2, state: 'archived' });
    const matchId = await buildScheduledMatch(t.db, archived, archived.playerIds[0]!, archived.playerIds[1]!);
    const response = await score(matchId, scores.straightSets);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(MATCH_MESSAGES.archived);
  });

  it('answers 404 for an unknown match', async () => {
    expect((await score(999_999, scores.straightSets)).statusCode).toBe(404);
  });

  describeConcurrency('two scorings at once', () => {
    it('lets exactly one of two simultaneous scorings through and counts the result once', async () => {
      const matchId = await buildScheduledMatch(t.db, fixture, p7(), p8());
      const employee = as.employee;
      const [first, second] = await Promise.all([
        score(matchId, scores.straightSets, as.host),
        score(matchId, scores.superTieBreak, employee),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const loserSide = await participationOf(t.db, fixture.championshipId, p8());
      const winnerSide = await participationOf(t.db, fixture.championshipId, p7());
      expect(winnerSide.matchesPlayed).toBe(1);
      expect(loserSide.matchesPlayed).toBe(1);
      expect(winnerSide.wins + loserSide.wins).toBe(1);
      const [row] = await t.db.select({ version: matches.version }).from(matches).where(eq(matches.id, matchId));
      expect(row?.version).toBe(2);
    });
  });
});
