// One pass over the matches turns them into counts per participation: matches
// played, wins, losses and wins per opponent ATRP level. Counting is all the
// points need (decision 006: participation and best-15 are order-free), so no
// per-player list of matches is ever kept or sorted.
import type { StandingsMatch, StandingsParticipation } from './standings-types.js';
import { ATRP_LEVEL_COUNT, atrpLevelIndex } from './win-points.js';

/** What one participation's counted results add up to. */
export interface ResultTally {
  participation: StandingsParticipation;
  /** The participation's current ATRP level, read once instead of per match. */
  atrpLevel: number;
  matchesPlayed: number;
  wins: number;
  losses: number;
  /** Wins per opponent ATRP level index (0 = 1.5 … 6 = 4.5). */
  winsByLevel: Int32Array;
}

/** One empty tally per participation, in the order given, and a lookup by id. */
function openTallies(participations: readonly StandingsParticipation[]): {
  tallies: ResultTally[];
  byId: Map<number, ResultTally>;
} {
  const tallies: ResultTally[] = [];
  const byId = new Map<number, ResultTally>();
  for (const participation of participations) {
    if (byId.has(participation.id)) {
      throw new RangeError(`participation ${participation.id} is given twice`);
    }
    const tally: ResultTally = {
      participation,
      atrpLevel: atrpLevelIndex(participation.atrp),
      matchesPlayed: 0,
      wins: 0,
      losses: 0,
      winsByLevel: new Int32Array(ATRP_LEVEL_COUNT),
    };
    byId.set(participation.id, tally);
    tallies.push(tally);
  }
  return { tallies, byId };
}

/**
 * Tallies every Regular Season result that `isCounted` accepts, one tally per
 * participation in the order given. Every match is checked, counted or not,
 * so a table never silently drops a result it cannot place.
 */
export function tallyResults(
  participations: readonly StandingsParticipation[],
  matches: readonly StandingsMatch[],
  isCounted: (match: StandingsMatch) => boolean,
): ResultTally[] {
  const { tallies, byId } = openTallies(participations);
  for (const match of matches) {
    const home = byId.get(match.homeParticipationId);
    const away = byId.get(match.awayParticipationId);
    if (home === undefined || away === undefined) {
      throw new RangeError(`match ${match.id} names a participation that is not among the participations given`);
    }
    if (home === away) {
      throw new RangeError(`match ${match.id} puts participation ${match.homeParticipationId} against itself`);
    }
    if (match.winner !== 'home' && match.winner !== 'away') {
      throw new RangeError(`match ${match.id} has no winner`);
    }
    if ((match.phase ?? 'regular-season') !== 'regular-season' || !isCounted(match)) continue;

    const kind = match.resultKind ?? 'normal';
    if (kind === 'walkover') continue;
    if (kind !== 'normal' && kind !== 'ret' && kind !== 'def') {
      throw new RangeError(`match ${match.id} has an unknown result kind ${String(kind)}`);
    }
    const homeWon = match.winner === 'home';
    const winner = homeWon ? home : away;
    const loser = homeWon ? away : home;
    // A win is worth the loser's ATRP when the match was played, if recorded.
    const loserAtrp = homeWon ? match.awayAtrp : match.homeAtrp;
    const loserLevel = loserAtrp === undefined ? loser.atrpLevel : atrpLevelIndex(loserAtrp);

    winner.matchesPlayed += 1;
    winner.wins += 1;
    winner.winsByLevel[loserLevel]! += 1;
    loser.losses += 1;
    // A defaulted loser gets the loss but not a match played (decision 006).
    if (kind !== 'def') loser.matchesPlayed += 1;
  }
  return tallies;
}
