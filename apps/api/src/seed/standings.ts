import { sql } from 'drizzle-orm';
import {
  computeStandings,
  raceToMonth,
  REGULAR_SEASON_PHASE,
  type ResultsRow,
  type StandingsLeague,
} from '@tennis/domain';
import { standingsEntries, standingsSnapshots } from '../db/schema/index.js';
import { athensTime, day, DEMO_NOW } from './calendar.js';
import type { SeedChampionshipMatch } from './championship-matches.js';
import type { SeedChampionship } from './championships.js';
import type { SeedContext } from './context.js';
import { insertRows } from './rows.js';
import { setsAndGames } from './scores.js';
import { standingsMatches, standingsParticipations, type ResultInput } from './standings-inputs.js';

// Standings are read from snapshots (the Monday refresh and the closed months
// of the race), computed here by the same domain function the refresh uses.

const LEAGUES: readonly [StandingsLeague, 'open' | 'under'][] = [
  ['open', 'open'],
  ['under-2.5', 'under'],
];

interface Snapshot {
  championship: SeedChampionship;
  kind: 'weekly' | 'monthly-race';
  computedAt: Date;
  concludedAt: Date | null;
  /** The race's month. */
  month?: { year: number; month: number };
}

/** Weekly snapshots of the singles championships and the monthly race of the men's. */
export async function seedStandings(
  ctx: SeedContext,
  championships: readonly SeedChampionship[],
  matches: readonly SeedChampionshipMatch[],
): Promise<void> {
  const snapshots: Snapshot[] = [];
  for (const championship of championships) {
    if (championship.type !== 'singles') continue;
    const year = championship.startingYear;
    if (championship.state === 'archived') {
      snapshots.push({
        championship,
        kind: 'weekly',
        computedAt: athensTime(day(year + 1, 6, 1), 6, 0),
        concludedAt: null,
      });
    } else if (championship.state === 'underway') {
      for (const monday of [9, 16])
        snapshots.push({
          championship,
          kind: 'weekly',
          computedAt: athensTime(day(year, 11, monday), 6, 0),
          concludedAt: null,
        });
    }
    if (championship.gender !== 0) continue;
    const months = championship.state === 'archived' ? [11, 12, 1, 2, 3, 4, 5] : [11];
    for (const month of months) {
      const monthYear = month >= 11 ? year : year + 1;
      const closedAt = athensTime(month === 12 ? day(monthYear + 1, 1, 1) : day(monthYear, month + 1, 1), 6, 0);
      const open = closedAt > DEMO_NOW;
      snapshots.push({
        championship,
        kind: 'monthly-race',
        computedAt: open ? DEMO_NOW : closedAt,
        concludedAt: open ? null : closedAt,
        month: { year: monthYear, month },
      });
    }
  }

  const entries: (typeof standingsEntries.$inferInsert)[] = [];
  const latestPoints = new Map<number, { points: number; secondaryPoints: number }>();
  const snapshotRows = snapshots.map((snapshot) => {
    const id = ctx.ids.next(standingsSnapshots);
    const own = matches.filter((m) => m.championship === snapshot.championship && m.scheduledAt < snapshot.computedAt);
    const inputs = own.map(toInput);
    for (const [league, stored] of LEAGUES) {
      const participations = standingsParticipations(snapshot.championship);
      const results = standingsMatches(inputs);
      const period = snapshot.month;
      const rows = period
        ? raceToMonth(participations, results, { ...period, league })
        : computeStandings(participations, results, { league });
      const counted = period ? own.filter((m) => inMonth(m.scheduledAt, period)) : own;
      rows.forEach((row, position) => entries.push(entryRow(id, stored, row, position, counted)));
      if (snapshot.kind === 'weekly' && league === 'open') {
        for (const row of rows)
          latestPoints.set(row.participationId, { points: row.points, secondaryPoints: row.secondaryPoints });
      }
    }
    return {
      id,
      championshipId: snapshot.championship.id,
      kind: snapshot.kind,
      month: snapshot.month?.month ?? null,
      year: snapshot.month?.year ?? null,
      computedAt: snapshot.computedAt,
      concludedAt: snapshot.concludedAt,
      createdAt: snapshot.computedAt,
    };
  });

  await insertRows(ctx.tx, standingsSnapshots, snapshotRows);
  await insertRows(ctx.tx, standingsEntries, entries);
  await storePoints(ctx, latestPoints);
}

const toInput = (match: SeedChampionshipMatch): ResultInput => ({
  id: match.id,
  homeParticipationId: match.home.id,
  awayParticipationId: match.away.id,
  scheduledAt: match.scheduledAt,
  phase: match.phase,
  result: match.result,
});

function inMonth(instant: Date, period: { year: number; month: number }): boolean {
  const start = athensTime(day(period.year, period.month, 1));
  const end = athensTime(period.month === 12 ? day(period.year + 1, 1, 1) : day(period.year, period.month + 1, 1));
  return instant >= start && instant < end;
}

/**
 * One row of a table. The table's rank is null for OFF rows (decision 006)
 * but the column is required, so an OFF row stores its place at the bottom;
 * its status says it is not ranked.
 */
function entryRow(
  snapshotId: number,
  league: 'open' | 'under',
  row: ResultsRow,
  position: number,
  matches: readonly SeedChampionshipMatch[],
): typeof standingsEntries.$inferInsert {
  const totals = { setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 };
  const form: string[] = [];
  for (const match of matches) {
    if (!match.result || match.phase !== REGULAR_SEASON_PHASE) continue;
    const side = match.home.id === row.participationId ? 'home' : match.away.id === row.participationId ? 'away' : null;
    if (!side) continue;
    const own = setsAndGames(match.result.score, side);
    totals.setsWon += own.setsWon;
    totals.setsLost += own.setsLost;
    totals.gamesWon += own.gamesWon;
    totals.gamesLost += own.gamesLost;
    form.unshift(match.result.winner === side ? 'W' : 'L');
  }
  return {
    snapshotId,
    championshipParticipationId: row.participationId,
    playerId: row.playerId,
    league,
    rank: row.rank ?? position + 1,
    points: row.points,
    secondaryPoints: row.secondaryPoints,
    status: row.status,
    matchesPlayed: row.matchesPlayed,
    wins: row.wins,
    losses: row.losses,
    ...totals,
    form: form.slice(0, 5).join('') || null,
  };
}

/** The participations keep the points of their championship's latest weekly refresh. */
async function storePoints(
  ctx: SeedContext,
  points: ReadonlyMap<number, { points: number; secondaryPoints: number }>,
): Promise<void> {
  if (points.size === 0) return;
  const values = sql.join(
    [...points].map(([id, p]) => sql`(${id}::int, ${p.points}::int, ${p.secondaryPoints}::int)`),
    sql`, `,
  );
  await ctx.tx.execute(sql`
    update championship_participations as cp
    set points = v.points, secondary_points = v.secondary_points
    from (values ${values}) as v(id, points, secondary_points)
    where cp.id = v.id`);
}
