import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPACITY_MESSAGES } from './capacity-messages.js';
import { capacityRefusal, placesLeft } from './tournament-capacity.js';

describe('placesLeft', () => {
  it.each<[number | null, number, number]>([
    [32, 0, 32],
    [32, 31, 1],
    [32, 32, 0],
    // A maximum lowered below what was already taken leaves no place, never a negative count.
    [8, 10, 0],
    [null, 500, Number.POSITIVE_INFINITY],
  ])('a maximum of %s with %s taken leaves %s', (max, taken, left) => {
    expect(placesLeft(max, taken)).toBe(left);
  });
});

describe('capacityRefusal', () => {
  it('takes the last place and refuses the one after it', () => {
    expect(capacityRefusal(16, 15, 1)).toBeNull();
    expect(capacityRefusal(16, 16, 1)).toBe(CAPACITY_MESSAGES.full);
  });

  it('refuses a doubles team when one place is left, and says so', () => {
    expect(capacityRefusal(16, 15, 2)).toBe(CAPACITY_MESSAGES.oneLeft);
    expect(capacityRefusal(16, 13, 4)).toBe('Απομένουν μόνο 3 θέσεις στο τουρνουά');
  });

  it('never refuses a tournament without a maximum', () => {
    expect(capacityRefusal(null, 10_000, 50)).toBeNull();
  });

  it('lets in exactly what fits: taken plus asked never passes the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 100 }),
        (max, taken, asked) => {
          const refused = capacityRefusal(max, taken, asked) !== null;
          expect(refused).toBe(taken + asked > max);
        },
      ),
    );
  });
});
