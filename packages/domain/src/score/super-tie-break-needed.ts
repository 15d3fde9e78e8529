import { DEFAULT_MATCH_FORMAT, type MatchFormat } from './match-format.js';
import type { MatchScore } from './score-types.js';
import { visibleParts } from './visible-parts.js';

/**
 * The super tie-break is played only when the format has one and the sets
 * before it are level (spec 3 §4, one set all in the league's format): all
 * finished, none ended by ret or def.
 */
export function isSuperTieBreakNeeded(score: MatchScore, format: MatchFormat = DEFAULT_MATCH_FORMAT): boolean {
  return visibleParts(score, format).includes('st');
}
