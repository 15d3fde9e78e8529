import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxSeedCount } from '../draw/seed-count.js';
import { groupSeedCount, maxCategorySeedCount, maxGroupCount } from './group-seeds.js';

describe('maxCategorySeedCount', () => {
  it.each([
    // entrants, knockout seeds, most groups, category bound
    [4, 1, 1, 2],
    [8, 2, 2, 4],
    [12, 4, 4, 8],
    [16, 4, 5, 10],
    [17, 8, 5, 10],
    [48, 16, 16, 32],
    [100, 32, 16, 32],
  ])('%i entrants: knockout %i seeds, %i groups at most, so up to %i seeds', (entrants, knockout, groups, bound) => {
    expect(maxSeedCount(entrants)).toBe(knockout);
    expect(maxGroupCount(entrants)).toBe(groups);
    expect(maxCategorySeedCount(entrants)).toBe(bound);
  });

  it('never refuses what either format could use', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 256 }), (entrants) => {
        const bound = maxCategorySeedCount(entrants);
        expect(bound).toBeGreaterThanOrEqual(maxSeedCount(entrants));
        expect(bound).toBeGreaterThanOrEqual(groupSeedCount(maxGroupCount(entrants)));
        expect(bound).toBeLessThanOrEqual(entrants);
      }),
    );
  });
});
