/** The two sides of a match; the spec stores a score as home against away, never winner first. */
export type Side = 'home' | 'away';

/** How a part can end before it is played out: `ret` a retirement, `def` a default. */
export type ScoreFlag = 'ret' | 'def';

/**
 * One part of a match: a set, or the super tie-break played at one set all.
 * A `null` count is a box the scorer has not filled in yet.
 */
export interface SetScore {
  home: number | null;
  away: number | null;
  homeRet?: boolean;
  awayRet?: boolean;
  homeDef?: boolean;
  awayDef?: boolean;
}

/** A match: two sets and, only at one set all, a super tie-break (`st`). */
export interface MatchScore {
  s1: SetScore;
  s2: SetScore;
  st?: SetScore | null;
}

/** The names of the parts, also the field names of score errors. */
export type ScorePart = 's1' | 's2' | 'st';

/** Sets count games (0–7); the super tie-break counts points (0–99). */
export type PartKind = 'set' | 'superTieBreak';

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** Both boxes hold a number. */
export function isFilled(part: SetScore): part is SetScore & { home: number; away: number } {
  return typeof part.home === 'number' && typeof part.away === 'number';
}

/** Nothing typed and nothing flagged: the part was not played. */
export function isEmptyPart(part: SetScore | null | undefined): boolean {
  if (!part) return true;
  const flagged = part.homeRet || part.awayRet || part.homeDef || part.awayDef;
  return part.home === null && part.away === null && !flagged;
}
