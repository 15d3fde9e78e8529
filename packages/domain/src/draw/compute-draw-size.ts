/** The knockout draw sizes a category may have (spec 2 §9). */
export const DRAW_SIZES = [4, 8, 16, 32, 64, 128, 256] as const;

/**
 * The smallest draw that gives a line to every primary participation and to
 * every qualifier slot; when even 256 is too small, 256 (the largest draw the
 * platform runs: the rest stay unplaced).
 */
export function computeDrawSize(primary: number, qualifierMatches: number): number {
  const needed = primary + qualifierMatches;
  return DRAW_SIZES.find((size) => size >= needed) ?? 256;
}

/**
 * The sizes the organiser may pick: the computed one, or half of it, when they
 * prefer a smaller draw and leave the extra entries to qualifying.
 */
export function drawSizeOptions(primary: number, qualifierMatches: number): [number, number] {
  const size = computeDrawSize(primary, qualifierMatches);
  return [size, size / 2];
}
