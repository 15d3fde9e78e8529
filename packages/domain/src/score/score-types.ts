/** The two sides of a match; the spec stores a score as home against away, never winner first. */
export type Side = 'home' | 'away';

/**
 * How a part can end before it is played out: `ret` a retirement, `def` a
 * default. A walkover (no match played) is the match's own `wo`, not a part's.
 */
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
  /**
   * The tie-break points of the side that lost a set decided by a tie-break
   * (the 5 of 7-6(5), as results are published); the winner's follow from it.
   */
  tb?: number | null;
}

/**
 * A match: sets `s1`–`s5` as its format has them and the super tie-break
 * (`st`) where the format plays one. `wo` names the side that gave a
 * walkover: no part is played and the other side wins.
 */
export interface MatchScore {
  s1: SetScore;
  s2: SetScore;
  s3?: SetScore | null;
  s4?: SetScore | null;
  s5?: SetScore | null;
  st?: SetScore | null;
  wo?: Side | null;
}

/** The names of the parts in playing order, also the field names of score errors. */
export const SCORE_PARTS = ['s1', 's2', 's3', 's4', 's5', 'st'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

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
