import { otherSide } from './score-types.js';
import type { ScoreFlag, SetScore, Side } from './score-types.js';

/**
 * Marks a side as retired or defaulted in a part, with the spec's interplay
 * (spec 3 §4): empty counts become 0 so the part can be shown and saved; a
 * ret clears the other side's ret and this side's def; a def clears only this
 * side's ret. Flags left standing on both sides are settled by the set-winner
 * order.
 */
export function applyFlag(part: SetScore, side: Side, flag: ScoreFlag): SetScore {
  // Tie-break points belong to a finished tie-break, never to an ended part.
  const next: SetScore = { ...part, home: part.home ?? 0, away: part.away ?? 0, tb: null };
  const ownRet = `${side}Ret` as const;
  const ownDef = `${side}Def` as const;
  if (flag === 'ret') {
    next[ownRet] = true;
    next[`${otherSide(side)}Ret` as const] = false;
    next[ownDef] = false;
  } else {
    next[ownDef] = true;
    next[ownRet] = false;
  }
  return next;
}

/** The undo action: every flag of the part goes, the counts stay. */
export function undoFlags(part: SetScore): SetScore {
  return { home: part.home, away: part.away };
}
