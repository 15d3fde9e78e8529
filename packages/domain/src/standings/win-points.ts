// Win points depend only on the opponent's ATRP level. Levels are 1.5..4.5 in
// steps of 0.5, so a level is also an index 0..6: standings count wins per
// level and pick the best 15 from those counts without sorting any list.

/** Win points by ATRP level index (0 = 1.5, 6 = 4.5), from the rules text. */
export const WIN_POINTS_BY_LEVEL: readonly number[] = [150, 350, 550, 1550, 2150, 2650, 3000];

/** Number of ATRP levels. */
export const ATRP_LEVEL_COUNT = WIN_POINTS_BY_LEVEL.length;

/**
 * The level index (0..6) of an ATRP of 1.5..4.5 in steps of 0.5.
 * Anything else (the unrated 0.0 included) throws: a win against an unrated
 * opponent has no value in the rules, and guessing one would skew the table.
 */
export function atrpLevelIndex(atrp: number): number {
  const index = atrp * 2 - 3;
  if (!Number.isInteger(index) || index < 0 || index >= ATRP_LEVEL_COUNT) {
    throw new RangeError(`ATRP must be 1.5 to 4.5 in steps of 0.5, got ${atrp}`);
  }
  return index;
}

/** Points a win earns against an opponent of the given ATRP. */
export function winPoints(opponentAtrp: number): number {
  return WIN_POINTS_BY_LEVEL[atrpLevelIndex(opponentAtrp)] as number;
}
