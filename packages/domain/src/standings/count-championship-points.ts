// The caps of the rules text: participation for the first 15 matches, win
// points from the best 15 results. What the caps leave out becomes the
// secondary points, the first tie-break (decision 006).
import { COUNTED_RESULTS, PARTICIPATION_MATCH_CAP, PARTICIPATION_POINTS_PER_MATCH } from './championship-rules.js';
import { ATRP_LEVEL_COUNT, WIN_POINTS_BY_LEVEL } from './win-points.js';

export interface ChampionshipPoints {
  points: number;
  participationPoints: number;
  winPoints: number;
  secondaryPoints: number;
}

/**
 * Points of a record of `matchesPlayed` matches and wins counted per opponent
 * ATRP level. The best 15 wins are taken from the highest level down, so the
 * selection costs seven steps whatever the number of matches.
 */
export function countChampionshipPoints(matchesPlayed: number, winsByLevel: ArrayLike<number>): ChampionshipPoints {
  const participationMatches = Math.min(matchesPlayed, PARTICIPATION_MATCH_CAP);
  const participationPoints = participationMatches * PARTICIPATION_POINTS_PER_MATCH;
  let secondaryPoints = (matchesPlayed - participationMatches) * PARTICIPATION_POINTS_PER_MATCH;

  let winPoints = 0;
  let resultsLeft = COUNTED_RESULTS;
  for (let level = ATRP_LEVEL_COUNT - 1; level >= 0; level -= 1) {
    const wins = winsByLevel[level] ?? 0;
    const counted = Math.min(wins, resultsLeft);
    const value = WIN_POINTS_BY_LEVEL[level] as number;
    winPoints += counted * value;
    secondaryPoints += (wins - counted) * value;
    resultsLeft -= counted;
  }
  return { points: participationPoints + winPoints, participationPoints, winPoints, secondaryPoints };
}
