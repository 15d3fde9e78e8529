/**
 * A knockout draw is a power of two from 2 (a final after the groups) to 256
 * (the largest category draw).
 */
export function isKnockoutDrawSize(drawSize: number): boolean {
  return Number.isInteger(drawSize) && drawSize >= 2 && drawSize <= 256 && (drawSize & (drawSize - 1)) === 0;
}

export function assertKnockoutDrawSize(drawSize: number): void {
  if (!isKnockoutDrawSize(drawSize)) {
    throw new RangeError(`A knockout draw has 2 to 256 lines in a power of two, not ${drawSize}`);
  }
}

/** The line that meets this one in the first round (lines are 1-based: 1–2, 3–4, …). */
export function opposingLine(line: number): number {
  return line % 2 === 1 ? line + 1 : line - 1;
}
