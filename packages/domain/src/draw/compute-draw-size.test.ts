import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDrawSize, DRAW_SIZES, drawSizeOptions } from './compute-draw-size.js';

describe('computeDrawSize', () => {
  it.each([
    [0, 0, 4],
    [3, 0, 4],
    [4, 0, 4],
    [5, 0, 8],
    [8, 0, 8],
    [13, 2, 16],
    [16, 1, 32],
    [100, 28, 128],
    [129, 0, 256],
    [256, 0, 256],
  ])('gives %i primary participations and %i qualifier matches a draw of %i', (primary, qualifiers, expected) => {
    expect(computeDrawSize(primary, qualifiers)).toBe(expected);
  });

  it('stays at 256, the largest draw, when even 256 lines are too few', () => {
    expect(computeDrawSize(300, 0)).toBe(256);
  });

  it('is the smallest allowed size with a line for every entry and qualifier slot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 56 }), (primary, qualifiers) => {
        const size = computeDrawSize(primary, qualifiers);
        expect(DRAW_SIZES).toContain(size);
        expect(size).toBeGreaterThanOrEqual(primary + qualifiers);
        expect(size === 4 || size / 2 < primary + qualifiers).toBe(true);
      }),
    );
  });
});

describe('drawSizeOptions', () => {
  it.each([
    [20, 0, [32, 16]],
    [13, 2, [16, 8]],
    [4, 0, [4, 2]],
  ])('offers %i entries with %i qualifiers the computed size and its half: %j', (primary, qualifiers, expected) => {
    expect(drawSizeOptions(primary, qualifiers)).toEqual(expected);
  });
});
