// A tally becomes a table row; the rank is set once the table is ordered.
import { countChampionshipPoints } from './count-championship-points.js';
import type { ResultsRow } from './standings-types.js';
import type { ResultTally } from './tally-results.js';

/** The unranked row of one participation's counted results. */
export function toResultsRow(tally: ResultTally): ResultsRow {
  const { participation } = tally;
  return {
    rank: null,
    participationId: participation.id,
    playerId: participation.playerId,
    atrp: participation.atrp,
    status: participation.status,
    ...countChampionshipPoints(tally.matchesPlayed, tally.winsByLevel),
    matchesPlayed: tally.matchesPlayed,
    wins: tally.wins,
    losses: tally.losses,
  };
}
