import { endsEarly } from './early-ending.js';
import { setWinner } from './set-winner.js';
import type { MatchScore, SetScore, Side } from './score-types.js';
import { isValidSetScore } from './validate-set-score.js';
import { isValidSuperTieBreak } from './validate-super-tie-break.js';

/**
 * Who won the match, or `null` while it is undecided. Parts are read in
 * playing order: a ret or def ends the match at once, a set can only count
 * when it is finished, and at one set all the super tie-break decides.
 */
export function matchWinner(score: MatchScore): Side | null {
  const sets: SetScore[] = [score.s1, score.s2];
  for (const set of sets) {
    if (endsEarly(set)) return setWinner(set);
    if (!isValidSetScore(set.home, set.away)) return null;
  }
  const first = setWinner(score.s1);
  if (first === setWinner(score.s2)) return first;
  const st = score.st;
  if (!st) return null;
  if (endsEarly(st) || isValidSuperTieBreak(st.home, st.away)) return setWinner(st);
  return null;
}
