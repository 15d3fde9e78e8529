import { and, sql } from 'drizzle-orm';
import type { TPlayerStats, TPlayerStatsQuery, TSurface } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { athensYear } from '../lib/athens-time.js';
import { countedResultsOf, matchMoment, matchYear, wonBy } from './player-match-scope.js';

/** The surfaces of the profile's doughnuts when no surface is asked for. */
const DEFAULT_SURFACES: readonly TSurface[] = ['clay', 'hard'];

/** Where a match was played: its court's surface, or the outside club's for a friendly. */
const playedOn = sql<TSurface | null>`coalesce(${matches.surface}, ${matches.otherClubSurface})`;

/**
 * A player's wins and losses in each month of a year and, when asked, on each
 * surface in that year (spec 3 §7 GET /api/players/{id}/stats). Friendlies
 * do not count; byes are not results.
 */
export async function computePlayerStats(
  db: DbOrTx,
  playerId: number,
  query: TPlayerStatsQuery,
  includeResultsPerSurface: boolean,
): Promise<TPlayerStats> {
  const year = query.year ?? athensYear();
  const inYear = and(countedResultsOf(playerId), sql`${matchYear} = ${year}`);
  const won = wonBy(playerId);
  const month = sql<number>`extract(month from (${matchMoment} at time zone 'Europe/Athens'))::int`;
  const byMonth = await db
    .select({
      month,
      wins: sql<number>`count(*) filter (where ${won})::int`,
      losses: sql<number>`count(*) filter (where not ${won})::int`,
    })
    .from(matches)
    .where(inYear)
    .groupBy(month);
  const monthly = Array.from({ length: 12 }, (_, index) => {
    const found = byMonth.find((row) => row.month === index + 1);
    return { month: index + 1, wins: found?.wins ?? 0, losses: found?.losses ?? 0 };
  });
  const stats: TPlayerStats = { year, monthly };
  if (includeResultsPerSurface) {
    const surfaces = query.surface ? [query.surface] : DEFAULT_SURFACES;
    const bySurface = await db
      .select({
        surface: playedOn,
        wins: sql<number>`count(*) filter (where ${won})::int`,
        losses: sql<number>`count(*) filter (where not ${won})::int`,
      })
      .from(matches)
      .where(inYear)
      .groupBy(playedOn);
    stats.resultsPerSurface = surfaces.map((surface) => {
      const found = bySurface.find((row) => row.surface === surface);
      return { surface, wins: found?.wins ?? 0, losses: found?.losses ?? 0 };
    });
  }
  return stats;
}
