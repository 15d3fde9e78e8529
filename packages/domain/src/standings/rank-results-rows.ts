// The ranking's order and rank numbers, shared by the standings and the race
// so both break ties the same way (decision 006).
import type { ResultsRow } from './standings-types.js';

/**
 * Orders two rows: OFF after the rest, then points, secondary points and wins
 * (higher first), losses (fewer first), and the participation id (lower,
 * registered earlier, first) so no two rows ever compare equal.
 */
export function compareResultsRows(a: ResultsRow, b: ResultsRow): number {
  const aOff = a.status === 'off' ? 1 : 0;
  const bOff = b.status === 'off' ? 1 : 0;
  return (
    aOff - bOff ||
    b.points - a.points ||
    b.secondaryPoints - a.secondaryPoints ||
    b.wins - a.wins ||
    a.losses - b.losses ||
    a.participationId - b.participationId
  );
}

/**
 * Sorts the rows in place into ranking order and numbers PLAY and PAUSE rows
 * 1..n; OFF rows keep their stats but no rank, as the rules text puts them
 * below the ranking rather than in it.
 */
export function rankResultsRows<Row extends ResultsRow>(rows: Row[]): Row[] {
  rows.sort(compareResultsRows);
  let rank = 0;
  for (const row of rows) {
    row.rank = row.status === 'off' ? null : (rank += 1);
  }
  return rows;
}
