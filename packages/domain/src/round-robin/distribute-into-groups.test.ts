import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeIntoGroups } from './distribute-into-groups.js';

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);

describe('distributeIntoGroups', () => {
  it('snakes the seeds across the groups: A gets 1 and 6, C gets 3 and 4', () => {
    const { groups } = distributeIntoGroups({
      groupCount: 3,
      groupSize: 4,
      seeded: range(1, 6),
      unseeded: [],
      random: () => 0,
    });
    expect(groups).toEqual([
      [1, 6],
      [2, 5],
      [3, 4],
    ]);
  });

  it('draws the unseeded into the emptiest group, the earlier one on a tie', () => {
    const { groups } = distributeIntoGroups({
      groupCount: 2,
      groupSize: 3,
      seeded: [1],
      unseeded: [10, 11, 12],
      random: () => 0.999,
    });
    expect(groups).toEqual([
      [1, 11],
      [10, 12],
    ]);
  });

  it('leaves the overflow unplaced, the last of the priority list first', () => {
    const { groups, unplaced } = distributeIntoGroups({
      groupCount: 1,
      groupSize: 3,
      seeded: [1],
      unseeded: [10, 11, 12, 13],
    });
    expect(groups[0]).toHaveLength(3);
    expect(unplaced).toEqual([12, 13]);
  });

  it('places every entrant once, never over the group size, and keeps group sizes within one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 140 }),
        (groupCount, groupSize, seeds, others) => {
          const seeded = range(1, Math.min(seeds, groupCount));
          const unseeded = range(1000, others);
          const { groups, unplaced } = distributeIntoGroups({ groupCount, groupSize, seeded, unseeded });
          const placed = groups.flat();
          expect([...placed, ...unplaced].sort((a, b) => a - b)).toEqual([...seeded, ...unseeded]);
          groups.forEach((group) => expect(group.length).toBeLessThanOrEqual(groupSize));
          const sizes = groups.map((group) => group.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
