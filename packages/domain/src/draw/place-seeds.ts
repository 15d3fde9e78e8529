import { assertKnockoutDrawSize } from './draw-size-rules.js';
import { drawByLot, type DrawRandom } from './draw-lot.js';

/**
 * The fixed lines of each seed block, ITF placement: block 0 is seed 1, block 1
 * seed 2, block 2 seeds 3–4, block 3 seeds 5–8, and so on up to drawSize / 2
 * seeds (one seed a first-round match).
 *
 * Seeds 1 and 2 take the first and last lines, so they can meet only in the
 * final. Seeds 3–4 go to the top of the second quarter and the bottom of the
 * third, so each half holds one of them and they meet seeds 1–2 no earlier than
 * the semifinals. From then on every block halves the segments: each segment
 * already holds one seed at one end, and the new seed takes the other end, so
 * each new section gets exactly one seed (32 draw: 5–8 on 8, 16, 17, 25;
 * 128 draw: 9–16 on 16, 17, 48, 49, 80, 81, 112, 113).
 */
export function seedBlockLines(drawSize: number): number[][] {
  assertKnockoutDrawSize(drawSize);
  const blocks: number[][] = [[1]];
  if (drawSize === 2) return blocks;
  blocks.push([drawSize]);
  if (drawSize === 4) return blocks;
  blocks.push([drawSize / 4 + 1, (drawSize * 3) / 4]);
  const taken = new Set<number>([1, drawSize, drawSize / 4 + 1, (drawSize * 3) / 4]);
  for (let segment = drawSize / 4; segment >= 4; segment /= 2) {
    const block: number[] = [];
    for (let top = 1; top <= drawSize; top += segment) {
      const bottom = top + segment - 1;
      block.push(taken.has(top) ? bottom : top);
    }
    block.forEach((line) => taken.add(line));
    blocks.push(block);
  }
  return blocks;
}

/**
 * The draw line of each seed: element i is the 1-based line of seed i + 1.
 * Within a block the seeds are drawn by lot into the block's fixed lines.
 * At most drawSize / 2 seeds: beyond that two seeds would share a match.
 */
export function seedLines(drawSize: number, seeds: number, random: DrawRandom = Math.random): number[] {
  if (!Number.isInteger(seeds) || seeds < 0 || seeds > Math.max(1, drawSize / 2)) {
    throw new RangeError(`A draw of ${drawSize} seeds 0 to ${Math.max(1, drawSize / 2)} entries, not ${seeds}`);
  }
  const lines: number[] = [];
  for (const block of seedBlockLines(drawSize)) {
    if (lines.length >= seeds) break;
    lines.push(...drawByLot(block, random));
  }
  return lines.slice(0, seeds);
}
