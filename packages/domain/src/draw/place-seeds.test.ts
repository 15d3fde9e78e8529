import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedBlockLines, seedLines } from './place-seeds.js';

/** A reproducible lot for the tests. */
function lot(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const drawSizes = fc.constantFrom(4, 8, 16, 32, 64, 128, 256);

describe('seedBlockLines', () => {
  it('places the seeds of a 16 draw on the ITF lines (3–4 on 5 and 12)', () => {
    expect(seedBlockLines(16)).toEqual([[1], [16], [5, 12], [4, 8, 9, 13]]);
  });

  it('places the seeds of a 32 draw on the ITF lines (3–4 on 9 and 24, 5–8 on 8, 16, 17, 25)', () => {
    expect(seedBlockLines(32).slice(0, 4)).toEqual([[1], [32], [9, 24], [8, 16, 17, 25]]);
  });

  it('places the 32 seeds of a 128 draw on the ITF lines', () => {
    expect(seedBlockLines(128).slice(0, 6)).toEqual([
      [1],
      [128],
      [33, 96],
      [32, 64, 65, 97],
      [16, 17, 48, 49, 80, 81, 112, 113],
      [8, 9, 24, 25, 40, 41, 56, 57, 72, 73, 88, 89, 104, 105, 120, 121],
    ]);
  });

  it.each([
    [2, [[1]]],
    [4, [[1], [4]]],
    [8, [[1], [8], [3, 6]]],
  ])('has blocks for up to half the lines in a draw of %i', (drawSize, expected) => {
    expect(seedBlockLines(drawSize)).toEqual(expected);
  });

  it.each([0, 3, 12, 512])('refuses a draw of %i lines', (drawSize) => {
    expect(() => seedBlockLines(drawSize)).toThrow(RangeError);
  });

  it('puts exactly one seed in every section a block opens', () => {
    fc.assert(
      fc.property(drawSizes, (drawSize) => {
        const blocks = seedBlockLines(drawSize);
        const lines = blocks.flat();
        expect(new Set(lines).size).toBe(drawSize / 2);
        // After the first 2^k seeds every section of drawSize / 2^k lines holds one of them.
        for (let seeds = 2; seeds <= drawSize / 2; seeds *= 2) {
          const section = drawSize / seeds;
          const sections = lines.slice(0, seeds).map((line) => Math.ceil(line / section));
          expect(new Set(sections).size).toBe(seeds);
        }
      }),
    );
  });
});

describe('seedLines', () => {
  it('puts seed 1 on the first line and seed 2 on the last', () => {
    expect(seedLines(64, 2).slice(0, 2)).toEqual([1, 64]);
  });

  it('draws seeds 3 and 4 by lot into their two lines', () => {
    const drawn = new Set([0.1, 0.9].map((value) => seedLines(32, 4, () => value)[2]));
    expect(drawn).toEqual(new Set([9, 24]));
  });

  it('takes only as many lines as seeds, in block order', () => {
    const lines = seedLines(32, 6, lot(7));
    expect(lines).toHaveLength(6);
    expect(lines.slice(0, 2)).toEqual([1, 32]);
    expect(new Set(lines.slice(2, 4))).toEqual(new Set([9, 24]));
    lines.slice(4).forEach((line) => expect([8, 16, 17, 25]).toContain(line));
  });

  it('gives no line when nothing is seeded', () => {
    expect(seedLines(16, 0)).toEqual([]);
  });

  it.each([
    [16, 9],
    [16, -1],
    [16, 2.5],
    [2, 2],
  ])('refuses to place in a draw of %i lines %i seeds', (drawSize, seeds) => {
    expect(() => seedLines(drawSize, seeds)).toThrow(RangeError);
  });

  it('never puts two seeds on one line or in one first-round match', () => {
    fc.assert(
      fc.property(drawSizes, fc.integer(), fc.double({ min: 0, max: 1, noNaN: true }), (drawSize, seed, share) => {
        const seeds = Math.floor(share * (drawSize / 2));
        const lines = seedLines(drawSize, seeds, lot(seed));
        expect(new Set(lines).size).toBe(seeds);
        expect(new Set(lines.map((line) => Math.ceil(line / 2))).size).toBe(seeds);
      }),
    );
  });

  it('keeps seeds 1 and 2 in different halves, so they can meet only in the final', () => {
    fc.assert(
      fc.property(drawSizes, fc.integer(), (drawSize, seed) => {
        const [first, second] = seedLines(drawSize, 2, lot(seed)) as [number, number];
        expect(first <= drawSize / 2).not.toBe(second <= drawSize / 2);
      }),
    );
  });
});
