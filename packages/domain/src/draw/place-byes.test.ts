import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byeLines } from './place-byes.js';
import { seedLines } from './place-seeds.js';

function lot(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seeds32 = [1, 32, 9, 24, 8, 16, 17, 25];

describe('byeLines', () => {
  it('gives no bye to a full draw', () => {
    expect(byeLines(32, 32, seeds32)).toEqual([]);
  });

  it('gives the byes to the seeds in seed order, on the line opposite each', () => {
    expect(byeLines(32, 29, seeds32)).toEqual([2, 31, 10]);
  });

  it('gives every seed a bye before any unseeded entrant gets one', () => {
    const lines = byeLines(32, 20, seeds32);
    expect(lines.slice(0, 8)).toEqual([2, 31, 10, 23, 7, 15, 18, 26]);
  });

  it('spreads the byes beyond the seeds one to each quarter (32 draw, 20 entrants)', () => {
    const extra = byeLines(32, 20, seeds32).slice(8);
    expect(extra.map((line) => Math.ceil(line / 8)).sort()).toEqual([1, 2, 3, 4]);
  });

  it('puts an unseeded bye on the lower line in the top half and the upper line in the bottom half', () => {
    expect(byeLines(8, 6, [])).toEqual([2, 7]);
  });

  it('without a lot, gives an unseeded draw its byes where seeds 1–4 would have theirs', () => {
    expect(byeLines(8, 4, [])).toEqual([2, 7, 4, 5]);
  });

  it('lets the lot choose between sections with as many byes', () => {
    expect(byeLines(8, 7, [], () => 0.9)).toEqual([7]);
    expect(byeLines(8, 7, [], () => 0.1)).toEqual([2]);
  });

  it('takes the upper section on a tie at the top of the draw when no lot is given', () => {
    expect(byeLines(16, 15, [])).toEqual([2]);
  });

  it('gives the only bye of a draw of 2 to the line opposite its seed', () => {
    expect(byeLines(2, 1, [1])).toEqual([2]);
  });

  it.each([
    [16, 7],
    [16, 17],
    [16, 8.5],
  ])('refuses a draw of %i lines for %i entrants', (drawSize, entrants) => {
    expect(() => byeLines(drawSize, entrants, [])).toThrow(RangeError);
  });

  it('spreads byes evenly: at every level, two sibling sections differ by at most one bye', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 8, 16, 32, 64, 128),
        fc.integer(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (drawSize, seed, share) => {
          const random = lot(seed);
          const byes = Math.floor(share * (drawSize / 2));
          const lines = byeLines(drawSize, drawSize - byes, seedLines(drawSize, drawSize / 4, random), random);
          expect(new Set(lines).size).toBe(byes);
          expect(new Set(lines.map((line) => Math.ceil(line / 2))).size).toBe(byes);
          for (let section = drawSize / 2; section >= 2; section /= 2) {
            const counts = new Array<number>(drawSize / section).fill(0);
            lines.forEach(
              (line) => (counts[Math.ceil(line / section) - 1] = (counts[Math.ceil(line / section) - 1] ?? 0) + 1),
            );
            for (let i = 0; i < counts.length; i += 2) {
              expect(Math.abs((counts[i] ?? 0) - (counts[i + 1] ?? 0))).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
    );
  });
});
