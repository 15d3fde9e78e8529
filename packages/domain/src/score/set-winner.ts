import { earlyEnding } from './early-ending.js';
import { isFilled, otherSide } from './score-types.js';
import type { SetScore, Side } from './score-types.js';

/**
 * Who won a part (spec 3 §4): a retirement or default hands it to the other
 * side, whatever the count; otherwise the higher count leads, equal counts
 * give no winner. It does not ask whether the set is finished: the form shows
 * the leader while the scorer types.
 */
export function setWinner(part: SetScore): Side | null {
  const ending = earlyEnding(part);
  if (ending) return otherSide(ending.side);
  if (!isFilled(part) || part.home === part.away) return null;
  return part.home > part.away ? 'home' : 'away';
}
