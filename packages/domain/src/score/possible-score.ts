import { DEFAULT_MATCH_FORMAT } from './match-format.js';
import { isPossiblePart } from './part-rules.js';

/**
 * A set that ended by a retirement or default may stop anywhere, but only at a
 * count play can reach (ITF): any count up to 6 all, or a finished set.
 * 7-3 or 7-7 cannot happen, since a 7th game is only played from 6-5 or 6-6.
 */
export function isPossibleSetScore(home: number | null, away: number | null): boolean {
  return isPossiblePart(DEFAULT_MATCH_FORMAT.set, home, away);
}

/**
 * The same for a super tie-break: any count before someone has 10 with a
 * two-point lead, or a finished one. 15-3 cannot happen, play stops at 10-3.
 */
export function isPossibleSuperTieBreak(home: number | null, away: number | null): boolean {
  return isPossiblePart(DEFAULT_MATCH_FORMAT.final, home, away);
}
