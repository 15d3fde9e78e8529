import { endsEarly } from './early-ending.js';
import { setWinner } from './set-winner.js';
import type { MatchScore } from './score-types.js';
import { isValidSetScore } from './validate-set-score.js';

/**
 * The super tie-break is played only at one set all (spec 3 §4): both sets
 * finished, neither ended by ret or def, and won by different sides.
 */
export function isSuperTieBreakNeeded(score: MatchScore): boolean {
  const { s1, s2 } = score;
  if (endsEarly(s1) || endsEarly(s2)) return false;
  if (!isValidSetScore(s1.home, s1.away) || !isValidSetScore(s2.home, s2.away)) return false;
  return setWinner(s1) !== setWinner(s2);
}
