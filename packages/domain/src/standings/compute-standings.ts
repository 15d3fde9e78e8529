// The season's table of the OPEN or the UNDER 2.5 league. Both leagues share
// the same points; they differ only in who is ranked (decision 006).
import { isInLeague } from './is-in-league.js';
import { isKnockoutEligible } from './is-knockout-eligible.js';
import { rankResultsRows } from './rank-results-rows.js';
import type { StandingsMatch, StandingsOptions, StandingsParticipation, StandingsRow } from './standings-types.js';
import { tallyResults } from './tally-results.js';
import { toResultsRow } from './to-results-row.js';

const everyMatch = (): boolean => true;

/**
 * Standings of a championship from its concluded matches: every Regular
 * Season result counts, in whatever order the matches arrive. Rows come in
 * ranking order, OFF rows last with rank null.
 */
export function computeStandings(
  participations: readonly StandingsParticipation[],
  matches: readonly StandingsMatch[],
  options: StandingsOptions = {},
): StandingsRow[] {
  const league = options.league ?? 'open';
  const rows: StandingsRow[] = [];
  for (const tally of tallyResults(participations, matches, everyMatch)) {
    if (!isInLeague(tally.participation, league)) continue;
    rows.push({ ...toResultsRow(tally), knockoutEligible: isKnockoutEligible(tally.matchesPlayed) });
  }
  return rankResultsRows(rows);
}
