import { endsEarly } from './early-ending.js';
import type { MatchScore, ScorePart } from './score-types.js';
import { isSuperTieBreakNeeded } from './super-tie-break-needed.js';

/**
 * The parts the score form shows (spec 3 §4): a ret or def ends the match, so
 * the parts after it are hidden, and the super tie-break shows only at one
 * set all.
 */
export function visibleParts(score: MatchScore): ScorePart[] {
  if (endsEarly(score.s1)) return ['s1'];
  if (endsEarly(score.s2)) return ['s1', 's2'];
  return isSuperTieBreakNeeded(score) ? ['s1', 's2', 'st'] : ['s1', 's2'];
}

/**
 * The score as the form should submit it: what a scorer typed into a part
 * that is now hidden must not reach the server, which refuses it.
 */
export function withoutHiddenParts(score: MatchScore): MatchScore {
  const shown = visibleParts(score);
  return {
    s1: score.s1,
    s2: shown.includes('s2') ? score.s2 : { home: null, away: null },
    st: shown.includes('st') ? (score.st ?? null) : null,
  };
}
