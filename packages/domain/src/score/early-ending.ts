import type { ScoreFlag, SetScore, Side } from './score-types.js';

/** The flag that ended a part and the side it names (who retired or was defaulted). */
export interface EarlyEnding {
  flag: ScoreFlag;
  side: Side;
}

/**
 * Flags can sit on both sides at once (a def does not clear the other side's
 * flags, spec 3 §4), so one must win. The order is the spec's set-winner rule:
 * home ret, away ret, away def, home def.
 */
export function earlyEnding(part: SetScore): EarlyEnding | null {
  if (part.homeRet) return { flag: 'ret', side: 'home' };
  if (part.awayRet) return { flag: 'ret', side: 'away' };
  if (part.awayDef) return { flag: 'def', side: 'away' };
  if (part.homeDef) return { flag: 'def', side: 'home' };
  return null;
}

export function endsEarly(part: SetScore): boolean {
  return earlyEnding(part) !== null;
}
