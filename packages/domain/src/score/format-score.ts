import { earlyEnding } from './early-ending.js';
import { isFilled } from './score-types.js';
import type { MatchScore, SetScore } from './score-types.js';
import { visibleParts } from './visible-parts.js';

/**
 * The score as one line, home count first in every part: `6-4 3-6 10-8`,
 * `6-4 2-1 ret.`, `0-0 def.`. Only the parts the form shows are written, and
 * writing stops at the first part not yet filled in.
 */
export function formatScore(score: MatchScore): string {
  const words: string[] = [];
  for (const name of visibleParts(score)) {
    const part: SetScore | null | undefined = name === 'st' ? score.st : score[name];
    if (!part) break;
    const ending = earlyEnding(part);
    // A flag always comes with counts (setting one fills empty boxes with 0),
    // so an ended part is written even if a count was left empty.
    if (!ending && !isFilled(part)) break;
    words.push(`${part.home ?? 0}-${part.away ?? 0}`);
    if (ending) {
      words.push(`${ending.flag}.`);
      break;
    }
  }
  return words.join(' ');
}
