import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_FORMAT_CODE, SCORE_MESSAGES } from '@tennis/domain';
import type { TMatchResponse, TTournamentCategorySavedResponse } from '@tennis/contracts';
import { hostCategories, matches, tournamentCategories } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildTournament } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../draws/draw-test-fixtures.js';

// Issue 14 points 1–5: a category's match format judges its scores; tie-break
// points are kept; a walkover is its own outcome; a retirement in a third set
// is a set, not super tie-break points; results read from the winner's side.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const part = (home: number | null, away: number | null, extra: Record<string, unknown> = {}) => ({
  home,
  away,
  ...extra,
});
const none = part(null, null);

async function firstMatch(matchFormat: string) {
  const f = await buildCategoryFixture(t.db, { entrants: 4 });
  await t.db.update(tournamentCategories).set({ matchFormat }).where(eq(tournamentCategories.id, f.categoryId));
  const init = await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 });
  expect(init.statusCode).toBe(200);
  const rows = await drawMatchesOf(t.db, f.categoryId);
  return { f, match: rows.get(1)!, final: () => drawMatchesOf(t.db, f.categoryId).then((r) => r.get(3)!) };
}

const scoreOf = (id: number, body: object) => as.host.post(`/api/matches/${id}/score`, body);

describe('a category played best of three full sets', () => {
  it('accepts a real third set with tie-break points and writes it from the winner’s side', async () => {
    const { match, final } = await firstMatch('SET3-S:6/TB7');
    const response = await scoreOf(match.id, {
      s1: part(6, 7, { tb: 5 }),
      s2: part(6, 3),
      s3: part(4, 6),
      st: null,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<TMatchResponse>().data;
    expect(data).toMatchObject({ winner: 1, scoreText: '7-6(5) 3-6 6-4' });
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row).toMatchObject({ s1Tb: 5, s3Home: 4, s3Away: 6, stHome: null, walkover: false });
    expect((await final()).homeParticipationId).toBe(match.awayParticipationId);
  });

  it('stores a retirement in the third set as the third set, with ret. after the loser’s count', async () => {
    const { match } = await firstMatch('SET3-S:6/TB7');
    const response = await scoreOf(match.id, {
      s1: part(6, 4),
      s2: part(3, 6),
      s3: part(1, 3, { homeRet: true }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TMatchResponse>().data).toMatchObject({ winner: 1, scoreText: '4-6 6-3 3-1 ret.' });
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row).toMatchObject({ s3Home: 1, s3Away: 3, s3HomeRet: true, stHome: null });
  });

  it('asks for the third set at one set all, and refuses a super tie-break instead', async () => {
    const { match } = await firstMatch('SET3-S:6/TB7');
    const response = await scoreOf(match.id, { s1: part(6, 4), s2: part(3, 6), st: part(10, 8) });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      s3: [SCORE_MESSAGES.setRequired],
      st: [SCORE_MESSAGES.setNotPlayed],
    });
  });
});

describe('the league format stays the default', () => {
  it('refuses the real third set a best-of-three category accepts', async () => {
    const { match } = await firstMatch(DEFAULT_MATCH_FORMAT_CODE);
    const response = await scoreOf(match.id, { s1: part(7, 6), s2: part(3, 6), s3: part(6, 4) });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.st).toEqual([
      SCORE_MESSAGES.superTieBreakRequired,
    ]);
  });

  it('refuses tie-break points on a set not decided by a tie-break', async () => {
    const { match } = await firstMatch(DEFAULT_MATCH_FORMAT_CODE);
    const response = await scoreOf(match.id, { s1: part(6, 4, { tb: 3 }), s2: part(6, 3) });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.s1).toEqual([SCORE_MESSAGES.tieBreakPoints]);
  });

  it('plays a best-of-five category to three sets', async () => {
    const { match } = await firstMatch('SET5-S:6/TB7');
    const short = await scoreOf(match.id, { s1: part(6, 4), s2: part(6, 3) });
    expect(short.statusCode).toBe(422);
    const full = await scoreOf(match.id, { s1: part(6, 4), s2: part(6, 3), s3: part(7, 6, { tb: 8 }) });
    expect(full.statusCode).toBe(200);
    expect(full.json<TMatchResponse>().data.scoreText).toBe('6-4 6-3 7-6(8)');
  });
});

describe('walkover', () => {
  it('is entered with no score, stored as a walkover, shown w/o, and advances the winner', async () => {
    const { match, final } = await firstMatch(DEFAULT_MATCH_FORMAT_CODE);
    const response = await scoreOf(match.id, { s1: none, s2: none, wo: 'home' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TMatchResponse>().data).toMatchObject({ winner: 1, wo: true, scoreText: 'w/o' });
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row).toMatchObject({ walkover: true, winner: 1, s1Home: null, s1HomeDef: false });
    expect((await final()).homeParticipationId).toBe(match.awayParticipationId);
  });

  it('is refused with a score', async () => {
    const { match } = await firstMatch(DEFAULT_MATCH_FORMAT_CODE);
    const response = await scoreOf(match.id, { s1: part(6, 4), s2: part(6, 3), wo: 'away' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(SCORE_MESSAGES.walkoverWithScore);
  });

  it('is cleared by a rollback', async () => {
    const { match } = await firstMatch(DEFAULT_MATCH_FORMAT_CODE);
    expect((await scoreOf(match.id, { s1: none, s2: none, wo: 'away' })).statusCode).toBe(200);
    expect((await as.host.post(`/api/matches/${match.id}/rollback`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row).toMatchObject({ walkover: false, winner: null, state: 'initialized' });
  });
});

describe('a category’s format is chosen when it is added', () => {
  it('stores the chosen code and shows it on the category; refuses a code that is not offered', async () => {
    const tournament = await buildTournament(t.db, { hostId: 1, state: 'underway' });
    const [source] = await t.db
      .insert(hostCategories)
      .values({ hostId: 1, name: `Ανδρών Μονό ${tournament.id}`, type: 'singles', gender: 0 })
      .returning();
    const path = `/api/tournaments/${tournament.id}/tournament-categories`;
    const refused = await as.host.post(path, { hostCategoryId: source!.id, matchFormat: 'SET7-S:6' });
    expect(refused.statusCode).toBe(422);
    const added = await as.host.post(path, { hostCategoryId: source!.id, matchFormat: 'SET1-S:8/TB7' });
    expect(added.statusCode).toBe(201);
    expect(added.json<TTournamentCategorySavedResponse>().data.matchFormat).toBe('SET1-S:8/TB7');
  });
});
