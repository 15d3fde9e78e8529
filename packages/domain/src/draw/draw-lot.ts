/** A source of lots: a number in [0, 1), as Math.random gives. */
export type DrawRandom = () => number;

/**
 * Draws the items by lot (Fisher–Yates), leaving the input untouched. Every
 * "drawn by lot" of the ITF rules goes through here, so a seeded source makes
 * a whole draw reproducible.
 */
export function drawByLot<T>(items: readonly T[], random: DrawRandom): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const picked = result[j] as T;
    result[j] = result[i] as T;
    result[i] = picked;
  }
  return result;
}
