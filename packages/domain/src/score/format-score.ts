import { earlyEnding } from './early-ending.js';
import type { MatchFormat } from './match-format.js';
import { isEmptyPart, isFilled, otherSide, SCORE_PARTS } from './score-types.js';
import type { MatchScore, SetScore, Side } from './score-types.js';
import { setWinner } from './set-winner.js';
import { visibleParts } from './visible-parts.js';

export interface FormatScoreOptions {
  /**
   * Whose count comes first in every part: the winner's (the default, as
   * every published result is written) or the home side's (the score form,
   * which keeps home and away).
   */
  from?: 'winner' | 'home';
  /** Write only the parts the form shows for this format (the form's preview). */
  format?: MatchFormat;
}

/**
 * The score as one line: `6-4 3-6 7-5`, `7-6(5) 6-4`, `6-4 2-1 ret.`,
 * `0-0 def.`, `w/o`. From the winner's side the retirement or default always
 * follows the loser's count, since it is the loser who retired. Tie-break
 * points are the set loser's, in brackets. Parts not played are skipped, and
 * writing stops at a part only half filled in.
 */
export function formatScore(score: MatchScore, options: FormatScoreOptions = {}): string {
  if (score.wo) return 'w/o';
  const shown = options.format ? visibleParts(score, options.format) : SCORE_PARTS;
  const parts: SetScore[] = [];
  for (const name of shown) {
    const part = score[name];
    if (!part || isEmptyPart(part)) continue;
    // A flag always comes with counts (setting one fills empty boxes with 0),
    // so an ended part is written even if a count was left empty.
    const ending = earlyEnding(part);
    if (!ending && !isFilled(part)) break;
    parts.push(part);
    if (ending) break;
  }
  const first: Side = options.from === 'home' ? 'home' : (lastPartWinner(parts) ?? 'home');
  const words = parts.map((part) => writePart(part, first));
  const ending = parts.length > 0 ? earlyEnding(parts[parts.length - 1] as SetScore) : null;
  if (ending) words.push(`${ending.flag}.`);
  return words.join(' ');
}

/** The match's winner is the winner of its last part, whether played out or ended by a ret or def. */
function lastPartWinner(parts: SetScore[]): Side | null {
  const last = parts[parts.length - 1];
  return last ? setWinner(last) : null;
}

function writePart(part: SetScore, first: Side): string {
  const count = (side: Side) => part[side] ?? 0;
  const text = `${count(first)}-${count(otherSide(first))}`;
  return part.tb === null || part.tb === undefined ? text : `${text}(${part.tb})`;
}
