import { DEFAULT_MATCH_FORMAT } from './match-format.js';
import { isFinishedPart } from './part-rules.js';

/**
 * A finished set of the league's format: 6 against 0–4, 7-5, or 7-6 after the
 * tie-break at 6-6, either side (spec 3 §5). 6-5 is not finished: the set goes
 * on to 7-5 or 6-6. Other formats' sets: `isFinishedPart`.
 */
export function isValidSetScore(home: number | null, away: number | null): boolean {
  return isFinishedPart(DEFAULT_MATCH_FORMAT.set, home, away);
}
