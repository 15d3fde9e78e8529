/** A draw, its seeds or groups need at least this many approved participations (spec 2 §4, §9). */
export const MIN_APPROVED_PARTICIPATIONS = 4;

export function isCategoryInitialisable(approved: number): boolean {
  return approved >= MIN_APPROVED_PARTICIPATIONS;
}
