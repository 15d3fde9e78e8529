import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KNOCKOUT_PHASE, championshipPhaseOf } from '@tennis/domain';
import type { TStandingsEntry, TStandingsResponse } from '@tennis/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildSeason, insertSeasonMatch, type SeasonMatch, type SeasonPlayer } from './season-fixture.js';
import { cachedStandings, forgetCachedStandings, VERSION_TRUSTED_MS } from './standings-cache.js';
import { rebuildStandings, updateStandingsForMatch } from './update-standings.js';
import { refreshWeeklyStandings } from './weekly-standings-refresh.js';

// A season computed by hand (an oracle written out here, independent of the
// domain's counting) and compared with what the API serves, to the point.

const WIN_VALUE: Record<number, number> = { 1.5: 150, 2: 350, 2.5: 550, 3: 1550, 3.5: 2150, 4: 2650, 4.5: 3000 };

const ROSTER: SeasonPlayer[] = [
  { atrp: 3, status: 'play' },
  { atrp: 1.5, status: 'play' },
  { atrp: 2, status: 'play' },
  { atrp: 2.5, status: 'play' },
  { atrp: 3.5, status: 'play' },
  { atrp: 4, status: 'play' },
  { atrp: 4.5, status: 'play' },
  { atrp: 3, status: 'play' },
  { atrp: 2.5, status: 'play' },
  { atrp: 2, status: 'pause' },
  { atrp: 3.5, status: 'off' },
  { atrp: 2, status: 'off' },
];

function buildMatches(): SeasonMatch[] {
  const season: SeasonMatch[] = [];
  for (let i = 0; i < 44; i++) {
    const home = i % 12;
    let away = (i * 5 + 3) % 12;
    if (away === home) away = (away + 1) % 12;
    const kind = i % 13 === 5 ? 'walkover' : i % 7 === 3 ? 'ret' : i % 11 === 4 ? 'def' : 'normal';
    season.push({
      home,
      away,
      winner: i % 3 === 0 ? 'away' : 'home',
      kind,
      at: `2026-11-${String(1 + (i % 19)).padStart(2, '0')} 18:00`,
    });
  }
  // Player 0 plays twenty more: beyond both caps of 15.
  for (let i = 0; i < 20; i++) {
    season.push({
      home: 0,
      away: 1 + (i % 9),
      winner: i % 4 === 3 ? 'away' : 'home',
      at: `2026-10-${String(10 + i).padStart(2, '0')} 19:30`,
    });
  }
  // A knockout result earns nothing.
  season.push({ home: 5, away: 6, winner: 'home', phase: KNOCKOUT_PHASE, at: '2026-11-20 20:00' });
  return season;
}

interface Expected {
  index: number;
  points: number;
  secondaryPoints: number;
  matchesPlayed: number;
  wins: number;
  losses: number;
  status: SeasonPlayer['status'];
  atrp: number;
}

function handComputed(roster: readonly SeasonPlayer[], season: readonly SeasonMatch[]): Expected[] {
  const rows = roster.map((p, index) => ({
    index,
    played: 0,
    wins: 0,
    losses: 0,
    values: [] as number[],
    status: p.status,
    atrp: p.atrp,
  }));
  for (const m of season) {
    if (championshipPhaseOf(m.phase) === 'knockout' || m.kind === 'walkover') continue;
    const [w, l] = m.winner === 'home' ? [m.home, m.away] : [m.away, m.home];
    rows[w]!.played++;
    rows[w]!.wins++;
    rows[w]!.values.push(WIN_VALUE[roster[l]!.atrp]!);
    rows[l]!.losses++;
    if (m.kind !== 'def') rows[l]!.played++;
  }
  return rows.map((r) => {
    const values = [...r.values].sort((a, b) => b - a);
    const best = values.slice(0, 15).reduce((s, v) => s + v, 0);
    const rest = values.slice(15).reduce((s, v) => s + v, 0);
    return {
      index: r.index,
      points: 50 * Math.min(15, r.played) + best,
      secondaryPoints: 50 * Math.max(0, r.played - 15) + rest,
      matchesPlayed: r.played,
      wins: r.wins,
      losses: r.losses,
      status: r.status,
      atrp: r.atrp,
    };
  });
}

function ordered(rows: Expected[]): Expected[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.status === 'off') - Number(b.status === 'off') ||
      b.points - a.points ||
      b.secondaryPoints - a.secondaryPoints ||
      b.wins - a.wins ||
      a.losses - b.losses ||
      a.index - b.index,
  );
}

const stats = (row: TStandingsEntry) => [
  row.rank,
  row.playerId,
  row.points,
  row.secondaryPoints,
  row.matchesPlayed,
  row.wins,
  row.losses,
  row.status,
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function standingsOf(championshipId: number): Promise<TStandingsResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/championships/${championshipId}/standings` });
  expect(response.statusCode).toBe(200);
  return response.json<TStandingsResponse>();
}

describe('stored standings', () => {
  it('serve a hand-computed season of 12 players to the point, OFF rows last and unranked', async () => {
    const season = buildMatches();
    expect(season.length).toBeGreaterThanOrEqual(40);
    const { championship, playerIds } = await buildSeason(t.db, ROSTER, season);
    await t.db.transaction((tx) => rebuildStandings(tx, championship.id));

    const body = await standingsOf(championship.id);
    const expected = ordered(handComputed(ROSTER, season));
    let rank = 0;
    const expectedOpen = expected.map((e) => [
      e.status === 'off' ? null : ++rank,
      playerIds[e.index],
      e.points,
      e.secondaryPoints,
      e.matchesPlayed,
      e.wins,
      e.losses,
      e.status,
    ]);
    expect(body.open.map(stats)).toEqual(expectedOpen);
    // Player 0 went past both caps, so their secondary points are not zero.
    expect(body.open.find((r) => r.playerId === playerIds[0])!.secondaryPoints).toBeGreaterThan(0);

    let underRank = 0;
    const expectedUnder = expected
      .filter((e) => e.atrp <= 2.5)
      .map((e) => [
        e.status === 'off' ? null : ++underRank,
        playerIds[e.index],
        e.points,
        e.secondaryPoints,
        e.matchesPlayed,
        e.wins,
        e.losses,
        e.status,
      ]);
    expect(body.under.map(stats)).toEqual(expectedUnder);
  });

  it('reach the same hand-computed season when its results arrive one by one, each recounting only its two players', async () => {
    const season = buildMatches();
    const { championship, playerIds } = await buildSeason(t.db, ROSTER, []);
    for (const match of season) {
      const matchId = await insertSeasonMatch(t.db, championship.id, playerIds, match);
      await t.db.transaction((tx) => updateStandingsForMatch(tx, matchId));
    }
    forgetCachedStandings();
    const body = await standingsOf(championship.id);
    let rank = 0;
    const expected = ordered(handComputed(ROSTER, season)).map((e) => [
      e.status === 'off' ? null : ++rank,
      playerIds[e.index],
      e.points,
      e.secondaryPoints,
      e.matchesPlayed,
      e.wins,
      e.losses,
      e.status,
    ]);
    expect(body.open.map(stats)).toEqual(expected);
  });

  it('moves ranks after a new concluded match and counts it once however often it is applied', async () => {
    const roster: SeasonPlayer[] = [
      { atrp: 3, status: 'play' },
      { atrp: 3, status: 'play' },
      { atrp: 4.5, status: 'play' },
    ];
    const { championship, playerIds } = await buildSeason(t.db, roster, [
      { home: 0, away: 2, winner: 'away', at: '2026-11-02 18:00' },
    ]);
    await t.db.transaction((tx) => rebuildStandings(tx, championship.id));
    const before = await standingsOf(championship.id);
    expect(before.open.map((r) => r.playerId)).toEqual([playerIds[2], playerIds[0], playerIds[1]]);

    const matchId = await insertSeasonMatch(t.db, championship.id, playerIds, {
      home: 1,
      away: 2,
      winner: 'home',
      at: '2026-11-05 18:00',
    });
    await t.db.transaction((tx) => updateStandingsForMatch(tx, matchId));
    await t.db.transaction((tx) => updateStandingsForMatch(tx, matchId));
    forgetCachedStandings();
    const after = await standingsOf(championship.id);
    expect(after.open.map((r) => [r.playerId, r.rank, r.points])).toEqual([
      [playerIds[1], 1, 50 + 3000],
      [playerIds[2], 2, 50 + 1550 + 50],
      [playerIds[0], 3, 50],
    ]);
  });

  it('answers 304 to a matching ETag and a new ETag after a change', async () => {
    const { championship, playerIds } = await buildSeason(t.db, ROSTER.slice(0, 2), [
      { home: 0, away: 1, winner: 'home', at: '2026-11-02 18:00' },
    ]);
    const first = await t.app.inject({ method: 'GET', url: `/api/championships/${championship.id}/standings` });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toContain('public');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/championships/${championship.id}/standings`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const matchId = await insertSeasonMatch(t.db, championship.id, playerIds, {
      home: 1,
      away: 0,
      winner: 'home',
      at: '2026-11-03 18:00',
    });
    await t.db.transaction((tx) => updateStandingsForMatch(tx, matchId));
    forgetCachedStandings();
    const changed = await t.app.inject({
      method: 'GET',
      url: `/api/championships/${championship.id}/standings`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<TStandingsResponse>().open.map((r) => r.wins)).toEqual([1, 1]);
  });

  it('races a month with only that month’s matches and drops the cached race when a result arrives', async () => {
    const roster = ROSTER.slice(0, 3);
    const { championship, playerIds } = await buildSeason(t.db, roster, [
      { home: 0, away: 1, winner: 'home', at: '2026-10-31 23:30' },
      { home: 1, away: 2, winner: 'home', at: '2026-11-01 00:30' },
    ]);
    const race = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/championships/${championship.id}/standings/race-2-month/2026-11`,
      });
      expect(response.statusCode).toBe(200);
      return response.json<TStandingsResponse>();
    };
    expect((await race()).open.map((r) => [r.playerId, r.points])).toEqual([
      [playerIds[1], 50 + 350],
      [playerIds[2], 50],
    ]);
    const matchId = await insertSeasonMatch(t.db, championship.id, playerIds, {
      home: 2,
      away: 0,
      winner: 'home',
      at: '2026-11-10 18:00',
    });
    await t.db.transaction((tx) => updateStandingsForMatch(tx, matchId));
    expect((await race()).open.map((r) => [r.playerId, r.points])).toEqual([
      [playerIds[2], 100 + 1550],
      [playerIds[1], 50 + 350],
      [playerIds[0], 50],
    ]);
  });

  it('a process trusts a table’s version for a second, then sees the change', async () => {
    const { championship, playerIds } = await buildSeason(t.db, ROSTER.slice(0, 2), [
      { home: 0, away: 1, winner: 'home', at: '2026-11-02 18:00' },
    ]);
    const start = 1_000_000;
    const before = await cachedStandings(t.db, championship.id, start);
    const matchId = await insertSeasonMatch(t.db, championship.id, playerIds, {
      home: 1,
      away: 0,
      winner: 'home',
      at: '2026-11-03 18:00',
    });
    await t.db.transaction((tx) => updateStandingsForMatch(tx, matchId));
    expect((await cachedStandings(t.db, championship.id, start + VERSION_TRUSTED_MS - 1)).etag).toBe(before.etag);
    // A second on, answered at once with what it knew while the version is read again (stale while revalidate)…
    expect((await cachedStandings(t.db, championship.id, start + VERSION_TRUSTED_MS)).etag).toBe(before.etag);
    // …and with the change once read.
    const after = await cachedStandings(t.db, championship.id, start + 2 * VERSION_TRUSTED_MS);
    expect(after.etag).not.toBe(before.etag);
    expect(JSON.parse(after.body.toString()).open.map((r: TStandingsEntry) => r.wins)).toEqual([1, 1]);
  });

  it('refuses a malformed month with 422', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/championships/1/standings/race-2-month/2026-13' });
    expect(response.statusCode).toBe(422);
  });

  it('the Monday refresh rebuilds underway championships and keeps a weekly snapshot', async () => {
    const { championship, playerIds } = await buildSeason(t.db, ROSTER.slice(0, 2), [
      { home: 0, away: 1, winner: 'home', at: '2026-11-02 18:00' },
    ]);
    await t.db.execute(
      sql`update championship_participations set points = 0, open_rank = null where championship_id = ${championship.id}`,
    );
    const refreshed = await refreshWeeklyStandings(t.db, new Date('2026-11-23T04:00:00Z'));
    expect(refreshed).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.execute<{ playerId: number; rank: number; points: number }>(sql`
      select e.player_id as "playerId", e.rank, e.points from standings_entries e
      join standings_snapshots s on s.id = e.snapshot_id
      where s.championship_id = ${championship.id} and s.kind = 'weekly' and e.league = 'open' order by e.rank`);
    expect(rows).toEqual([
      { playerId: playerIds[0], rank: 1, points: 50 + 150 },
      { playerId: playerIds[1], rank: 2, points: 50 },
    ]);
  });
});
