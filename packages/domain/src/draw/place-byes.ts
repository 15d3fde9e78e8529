import { assertKnockoutDrawSize, opposingLine } from './draw-size-rules.js';
import type { DrawRandom } from './draw-lot.js';

/**
 * The lines that hold a BYE, ITF rules: the byes go to the seeds in seed order
 * (the line opposite seed 1, then seed 2, …); when there are more byes than
 * seeds, the rest are spread as evenly as possible over the sections of the
 * draw: each goes to the half with fewer byes, within it to the quarter with
 * fewer byes, and so on down to one unseeded first-round match. Where two
 * sections have as many byes, the lot decides; without a `random` source the
 * section nearer the end of its half is taken (the upper one in the top half,
 * the lower one in the bottom half), the mirror the seed lines follow, so the
 * function is deterministic by default and an unseeded draw of 8 with four
 * byes gets them where seeds 1–4 would have had theirs.
 *
 * In an unseeded match the BYE takes the lower line in the top half and the
 * upper line in the bottom half, as it does opposite seeds 1 and 2.
 *
 * `entrants` counts every filled line: participations and qualifier slots.
 */
export function byeLines(
  drawSize: number,
  entrants: number,
  seedLines: readonly number[],
  random?: DrawRandom,
): number[] {
  assertKnockoutDrawSize(drawSize);
  const byes = drawSize - entrants;
  if (!Number.isInteger(entrants) || byes < 0 || byes > drawSize / 2) {
    throw new RangeError(`A draw of ${drawSize} holds ${drawSize / 2} to ${drawSize} entrants, not ${entrants}`);
  }
  const lines = seedLines.slice(0, byes).map(opposingLine);
  const remaining = byes - lines.length;
  return remaining === 0 ? lines : lines.concat(spreadByes(drawSize, remaining, seedLines, random));
}

/**
 * Places `count` byes on the unseeded first-round matches, section by section.
 * A heap-shaped tree over the matches keeps, for each section, how many byes it
 * holds and how many of its matches can still take one.
 */
function spreadByes(drawSize: number, count: number, seedLines: readonly number[], random?: DrawRandom): number[] {
  const matches = drawSize / 2;
  const byesIn = new Array<number>(2 * matches).fill(0);
  const freeIn = new Array<number>(2 * matches).fill(0);
  const seeded = new Set(seedLines.map((line) => Math.ceil(line / 2) - 1));
  for (let match = 0; match < matches; match++) {
    // Seeded matches already hold their bye (every seed got one before these).
    if (seeded.has(match)) byesIn[matches + match] = 1;
    else freeIn[matches + match] = 1;
  }
  for (let node = matches - 1; node >= 1; node--) {
    byesIn[node] = (byesIn[2 * node] ?? 0) + (byesIn[2 * node + 1] ?? 0);
    freeIn[node] = (freeIn[2 * node] ?? 0) + (freeIn[2 * node + 1] ?? 0);
  }
  const lines: number[] = [];
  for (let placed = 0; placed < count; placed++) {
    let node = 1;
    while (node < matches) {
      node = pickSection(node, byesIn, freeIn, isInLowerHalf(node), random);
    }
    const match = node - matches;
    lines.push(match < matches / 2 ? 2 * match + 2 : 2 * match + 1);
    for (; node >= 1; node = Math.floor(node / 2)) {
      byesIn[node] = (byesIn[node] ?? 0) + 1;
      freeIn[node] = (freeIn[node] ?? 0) - 1;
    }
  }
  return lines;
}

/** Whether a tree node lies under node 3, the bottom half of the draw. */
function isInLowerHalf(node: number): boolean {
  let top = node;
  while (top > 3) top = Math.floor(top / 2);
  return top === 3;
}

function pickSection(
  node: number,
  byesIn: readonly number[],
  freeIn: readonly number[],
  preferLower: boolean,
  random?: DrawRandom,
): number {
  const upper = 2 * node;
  const lower = upper + 1;
  if ((freeIn[upper] ?? 0) === 0) return lower;
  if ((freeIn[lower] ?? 0) === 0) return upper;
  const difference = (byesIn[upper] ?? 0) - (byesIn[lower] ?? 0);
  if (difference !== 0) return difference < 0 ? upper : lower;
  if (random) return random() < 0.5 ? upper : lower;
  return preferLower ? lower : upper;
}
