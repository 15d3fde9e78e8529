import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THeadToHeadResponse } from '@tennis/contracts';
import type { matches } from '../db/schema/index.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  type ChampionshipFixture,
} from '../matches/match-test-fixtures.js';
import { buildCategoryFixture } from '../tournaments/draws/draw-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildPlayer } from '../test/build-records.js';
import { headToHeadCache } from './head-to-head-cache.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';

// GET /api/head-2-head (spec 3 §7, decision 026): public; concluded singles
// championship and tournament matches between the two; walkovers and
// defaults listed but not won; retirements won; friendlies and doubles out.

let t: TestApp;
let as: Record<Who, Agent>;
let f: ChampionshipFixture;
let a: number;
let b: number;
let tournament: { tournamentId: number; categoryId: number };
const ids: Record<string, number> = {};

type Values = Partial<typeof matches.$inferInsert>;
const won = (homeWon: boolean): Values => ({
  state: 'concluded',
  winner: homeWon ? 0 : 1,
  s1Home: homeWon ? 6 : 2,
  s1Away: homeWon ? 2 : 6,
  s2Home: homeWon ? 6 : 3,
  s2Away: homeWon ? 3 : 6,
});
const at = (iso: string): Values => ({ scheduledAt: new Date(iso), concludedAt: new Date(iso) });

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  f = await buildChampionshipFixture(t.db, { players: 3 });
  [a, b] = f.playerIds as [number, number];
  tournament = await buildCategoryFixture(t.db, { entrants: 0 });
  const meet = (name: string, home: number, away: number, values: Values) =>
    buildScheduledMatch(t.db, f, home, away, values).then((id) => (ids[name] = id));
  // a beats b on clay (home), b beats a on hard (b at home), a beats b indoors in a tournament.
  await meet('clay', a, b, { ...won(true), ...at('2025-04-01T16:00:00Z'), surface: 'clay' });
  await meet('hard', b, a, { ...won(true), ...at('2025-06-01T16:00:00Z'), surface: 'hard' });
  await meet('tournament', a, b, {
    ...won(true),
    ...at('2025-09-01T16:00:00Z'),
    kind: 'tournament',
    championshipId: null,
    tournamentId: tournament.tournamentId,
    tournamentCategoryId: tournament.categoryId,
    surface: 'indoor',
  });
  // b retires against a: a's win.
  await meet('retirement', b, a, {
    ...won(false),
    ...at('2025-10-01T16:00:00Z'),
    s2Away: 3,
    s2Home: 1,
    s2HomeRet: true,
  });
  // A default and a walkover for b: listed, not counted.
  await meet('default', a, b, { ...won(false), ...at('2025-11-01T16:00:00Z'), s2Home: 0, s2Away: 1, s2HomeDef: true });
  await meet('walkover', a, b, {
    state: 'concluded',
    winner: 1,
    walkover: true,
    ...at('2025-12-01T16:00:00Z'),
  });
  // Never meetings: a friendly, a match not yet played, a match against someone else.
  await meet('friendly', a, b, {
    ...won(false),
    ...at('2026-01-01T16:00:00Z'),
    kind: 'friendly',
    championshipId: null,
    hostId: null,
  });
  await meet('scheduled', a, b, at('2026-12-01T16:00:00Z'));
  await meet('other', a, f.playerIds[2]!, { ...won(true), ...at('2026-01-02T16:00:00Z') });
}, 60_000);
afterAll(async () => t?.close());

const h2hOf = async (p1: number | string, p2: number | string, who: Who = 'guest') =>
  as[who].get(`/api/head-2-head?player1Id=${p1}&player2Id=${p2}`);

describe('GET /api/head-2-head', () => {
  it('splits the wins overall and by surface, counting retirements and not walkovers or defaults', async () => {
    const res = await h2hOf(a, b);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as THeadToHeadResponse;
    expect(data.h2h).toEqual({
      all: [3, 1, 75, 25],
      hard: [0, 1, 0, 100],
      clay: [2, 0, 100, 0],
      indoor: [1, 0, 100, 0],
    });
    expect(data.allMeetings.map((m) => m.id)).toEqual(
      ['walkover', 'default', 'retirement', 'tournament', 'hard', 'clay'].map((name) => ids[name]),
    );
    expect(data.allMeetings.map((m) => [m.outcome, m.counted])).toEqual([
      ['walkover', false],
      ['default', false],
      ['retirement', true],
      ['played', true],
      ['played', true],
      ['played', true],
    ]);
    expect(data.lastMeeting).toEqual(data.allMeetings[0]);
  });

  it('answers the spec shape with the two players and each meeting as the page shows it', async () => {
    const { data } = (await h2hOf(a, b)).json() as THeadToHeadResponse;
    expect(data.player1).toMatchObject({ id: a, profilePictureUrl: null });
    expect(data.player2.id).toBe(b);
    expect(data.player1.displayName).not.toBe('');
    const retirement = data.allMeetings.find((m) => m.id === ids.retirement)!;
    expect(retirement).toMatchObject({
      kind: 'championship',
      winner: 1,
      home: { id: b, displayName: data.player2.displayName },
      away: { id: a, displayName: data.player1.displayName },
      score: '6-2 3-1 ret.',
      scheduledAt: '2025-10-01 19:00:00',
      surface: 'clay',
    });
    expect(retirement.eventName).not.toBeNull();
    expect(data.allMeetings.find((m) => m.id === ids.tournament)).toMatchObject({ kind: 'tournament' });
  });

  it('mirrors the result when the players are swapped', async () => {
    const { data } = (await h2hOf(b, a)).json() as THeadToHeadResponse;
    expect(data.h2h.all).toEqual([1, 3, 25, 75]);
    expect(data.h2h.hard).toEqual([1, 0, 100, 0]);
    expect(data.player1.id).toBe(b);
  });

  it('answers zeros and no meetings for two players who never met', async () => {
    const stranger = await buildPlayer(t.db);
    const { data } = (await h2hOf(a, stranger.id)).json() as THeadToHeadResponse;
    expect(data.h2h.all).toEqual([0, 0, 0, 0]);
    expect(data.lastMeeting).toBeNull();
    expect(data.allMeetings).toEqual([]);
  });

  it.each([
    ['missing player 2', `player1Id=1`, 'player2Id', 'Αυτό το πεδίο είναι υποχρεωτικό'],
    ['the same player twice', `player1Id=5&player2Id=5`, 'player2Id', 'Επιλέξτε δύο διαφορετικούς αθλητές'],
    ['a malformed id', `player1Id=abc&player2Id=2`, 'player1Id', 'Μη έγκυρος κωδικός εγγραφής'],
    ['a zero id', `player1Id=0&player2Id=2`, 'player1Id', 'Μη έγκυρος κωδικός εγγραφής'],
  ])('refuses %s with a Greek 422', async (_name, query, field, message) => {
    const res = await as.guest.get(`/api/head-2-head?${query}`);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
  });

  it('answers 404 for an unknown player', async () => {
    const res = await h2hOf(a, 2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ο αθλητής δε βρέθηκε' });
  });

  it('answers from its cache with an ETag, and a new meeting moves the answer', async () => {
    const stranger = await buildPlayer(t.db);
    const before = await h2hOf(a, stranger.id);
    const etag = before.headers.etag as string;
    expect(etag).toMatch(/^"h2h-/);
    const again = await as.guest.request({
      method: 'GET',
      url: `/api/head-2-head?player1Id=${a}&player2Id=${stranger.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await buildScheduledMatch(t.db, f, stranger.id, a, {
      ...won(true),
      ...at('2026-02-01T16:00:00Z'),
      surface: 'hard',
    });
    headToHeadCache.distrust();
    const after = await h2hOf(a, stranger.id);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as THeadToHeadResponse).data.h2h.hard).toEqual([0, 1, 0, 100]);
  });

  it('is open to everyone (authorization matrix)', async () => {
    const answers = await Promise.all(EVERYONE.map(async (who) => [who, (await h2hOf(a, b, who)).statusCode]));
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(EVERYONE.map((who) => [who, 200])));
  });
});
