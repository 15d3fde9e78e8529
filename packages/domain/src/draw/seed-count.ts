/**
 * How many entries a draw seeds: one in four (spec 2 §9). A draw of 2 (a final
 * after the groups) still has its one seed, so the count never drops below 1.
 */
export function seedCount(drawSize: number): number {
  return Math.max(1, Math.floor(drawSize / 4));
}
