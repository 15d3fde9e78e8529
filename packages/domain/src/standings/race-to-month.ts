// The monthly race: the month's Regular Season matches scored with the
// season's rules, caps included, so every month starts from zero for everyone
// (decision 006).
import { athensYearMonth } from './athens-year-month.js';
import { isInLeague } from './is-in-league.js';
import { rankResultsRows } from './rank-results-rows.js';
import type { RaceOptions, RaceRow, StandingsMatch, StandingsParticipation } from './standings-types.js';
import { tallyResults } from './tally-results.js';
import { toResultsRow } from './to-results-row.js';

/**
 * The race table of one calendar month (Europe/Athens): participations with at
 * least one win or loss in the month, in ranking order, OFF rows last.
 */
export function raceToMonth(
  participations: readonly StandingsParticipation[],
  matches: readonly StandingsMatch[],
  options: RaceOptions,
): RaceRow[] {
  const { year, month } = options;
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`expected a year and a month 1 to 12, got ${year}-${month}`);
  }
  const league = options.league ?? 'open';
  const isInMonth = (match: StandingsMatch): boolean => {
    const playedIn = athensYearMonth(match.playedAt);
    return playedIn.year === year && playedIn.month === month;
  };

  const rows: RaceRow[] = [];
  for (const tally of tallyResults(participations, matches, isInMonth)) {
    if (tally.wins + tally.losses === 0 || !isInLeague(tally.participation, league)) continue;
    rows.push(toResultsRow(tally));
  }
  return rankResultsRows(rows);
}
