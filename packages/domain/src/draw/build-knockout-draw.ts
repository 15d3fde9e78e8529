import { assertKnockoutDrawSize } from './draw-size-rules.js';
import { drawByLot, type DrawRandom } from './draw-lot.js';
import { buildDrawTree } from './draw-tree.js';
import type { DrawEntrantId, DrawMatch, DrawSlot, KnockoutDraw } from './knockout-draw.js';
import { byeLines } from './place-byes.js';
import { seedLines } from './place-seeds.js';
import { newQualifierMatch } from './qualifier-match.js';

export interface KnockoutDrawInput<Id extends DrawEntrantId = number> {
  /** 2 … 256, a power of two (see `drawSizeOptions`). */
  drawSize: number;
  /** The seeded entrants in seed order: seeded[0] is seed 1. At most drawSize / 2. */
  seeded: readonly Id[];
  /**
   * The unseeded entrants in priority order. When a halved draw has fewer lines
   * than entrants, the last ones stay unplaced (returned in `unplaced`).
   */
  unseeded: readonly Id[];
  /** Lines kept for winners of qualifier matches (0 or more). */
  qualifierMatches: number;
  /** The lot; defaults to Math.random. A seeded source makes the draw reproducible. */
  random?: DrawRandom;
}

/**
 * Makes a knockout draw, ITF order: the seeds go to their fixed lines (by lot
 * within each seed block), the byes go opposite the seeds and then evenly over
 * the sections, and the unseeded entrants and qualifier slots are drawn by lot
 * into the lines left, top to bottom. Qualifier slots are numbered Q1, Q2, …
 * top to bottom; each has its qualifier match (aa −1, −2, …) with both sides
 * open for the organiser to fill.
 *
 * Throws a RangeError on input the dialog's validation already refuses
 * (bad draw size, too many seeds, or so few entrants that a match would hold
 * two byes).
 */
export function buildKnockoutDraw<Id extends DrawEntrantId>(input: KnockoutDrawInput<Id>): KnockoutDraw<Id> {
  const { drawSize, seeded, unseeded, qualifierMatches } = input;
  const random = input.random ?? Math.random;
  assertKnockoutDrawSize(drawSize);
  if (!Number.isInteger(qualifierMatches) || qualifierMatches < 0) {
    throw new RangeError(`Qualifier matches must be a whole number of 0 or more, not ${qualifierMatches}`);
  }
  if (seeded.length + qualifierMatches > drawSize) {
    throw new RangeError(
      `${seeded.length} seeds and ${qualifierMatches} qualifier slots do not fit a draw of ${drawSize}`,
    );
  }
  if (new Set([...seeded, ...unseeded]).size !== seeded.length + unseeded.length) {
    throw new RangeError('An entrant appears twice in the draw input');
  }
  const room = drawSize - seeded.length - qualifierMatches;
  const placed = unseeded.slice(0, room);
  const entrants = seeded.length + qualifierMatches + placed.length;

  const seeds = seedLines(drawSize, seeded.length, random);
  const byes = byeLines(drawSize, entrants, seeds, random);

  const lines: (DrawSlot<Id> | undefined)[] = new Array<DrawSlot<Id> | undefined>(drawSize + 1);
  seeds.forEach((line, index) => {
    lines[line] = { kind: 'participant', id: seeded[index] as Id, seed: index + 1, qualifier: null };
  });
  for (const line of byes) lines[line] = { kind: 'bye' };

  const pool: DrawSlot<Id>[] = placed.map((id) => ({ kind: 'participant', id, seed: null, qualifier: null }));
  // Qualifier slots go into the lot unnumbered and are numbered top to bottom as placed.
  for (let n = 0; n < qualifierMatches; n++) pool.push({ kind: 'qualifier', qualifier: 0 });
  const drawn = drawByLot(pool, random);
  let nextDrawn = 0;
  let nextQualifier = 1;
  for (let line = 1; line <= drawSize; line++) {
    if (lines[line]) continue;
    const slot = drawn[nextDrawn++] as DrawSlot<Id>;
    lines[line] = slot.kind === 'qualifier' ? { kind: 'qualifier', qualifier: nextQualifier++ } : slot;
  }

  const matches = buildDrawTree<Id>(drawSize, (order) => ({
    home: lines[2 * order - 1] as DrawSlot<Id>,
    away: lines[2 * order] as DrawSlot<Id>,
  }));
  return {
    drawSize,
    matches,
    qualifierMatches: qualifierMatchesFor(drawSize, matches),
    unplaced: unseeded.slice(room),
  };
}

function qualifierMatchesFor<Id extends DrawEntrantId>(
  drawSize: number,
  matches: readonly DrawMatch<Id>[],
): DrawMatch<Id>[] {
  const result: DrawMatch<Id>[] = [];
  for (const match of matches.slice(0, drawSize / 2)) {
    for (const side of ['home', 'away'] as const) {
      const slot = match[side];
      if (slot.kind === 'qualifier') result.push(newQualifierMatch(drawSize, slot.qualifier, { aa: match.aa, side }));
    }
  }
  return result;
}

/**
 * A knockout draw with every line already decided (the crossover after the
 * groups): lines[i] is line i + 1, null a bye; the seeds are the slots' own.
 */
export function knockoutDrawFromLines<Id extends DrawEntrantId>(
  drawSize: number,
  lines: readonly (DrawSlot<Id> | null)[],
): KnockoutDraw<Id> {
  assertKnockoutDrawSize(drawSize);
  if (lines.length !== drawSize) throw new RangeError(`A draw of ${drawSize} needs ${drawSize} lines`);
  const slot = (line: number): DrawSlot<Id> => lines[line - 1] ?? { kind: 'bye' };
  const matches = buildDrawTree<Id>(drawSize, (order) => ({ home: slot(2 * order - 1), away: slot(2 * order) }));
  return { drawSize, matches, qualifierMatches: [], unplaced: [] };
}
