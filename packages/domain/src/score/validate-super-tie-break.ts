import { DEFAULT_MATCH_FORMAT } from './match-format.js';
import { isFinishedPart } from './part-rules.js';

/**
 * A finished super tie-break: first to 10 points with a margin of two
 * (spec 3 §5). So 10 against 8 or fewer, or past 10 exactly two ahead:
 * 11-9 ends it, 12-9 can never happen because play stops at 11-9.
 */
export function isValidSuperTieBreak(home: number | null, away: number | null): boolean {
  return isFinishedPart(DEFAULT_MATCH_FORMAT.final, home, away);
}
