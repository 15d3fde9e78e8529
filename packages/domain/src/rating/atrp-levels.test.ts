import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATRP_LEVELS, formatAtrp, isValidAtrp, parseAtrp } from './atrp-levels.js';

describe('ATRP_LEVELS', () => {
  it('runs from 1.5 to 4.5 in steps of 0.5', () => {
    expect(ATRP_LEVELS).toEqual([1.5, 2, 2.5, 3, 3.5, 4, 4.5]);
  });
});

describe('isValidAtrp', () => {
  it.each([1.5, 2, 2.5, 3, 3.5, 4, 4.5])('accepts %d', (value) => {
    expect(isValidAtrp(value)).toBe(true);
  });

  it.each([0, 1, 1.0001, 1.75, 5, -2, Number.NaN, '2.5', null])('rejects %j', (value) => {
    expect(isValidAtrp(value)).toBe(false);
  });

  it('accepts a number exactly when it is a multiple of 0.5 from 1.5 to 4.5', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4, max: 14 }), (halves) => {
        const value = halves / 2;
        expect(isValidAtrp(value)).toBe(value >= 1.5 && value <= 4.5);
      }),
    );
  });
});

describe('parseAtrp', () => {
  it.each<[string | number, number]>([
    ['2.5', 2.5],
    ['2,5', 2.5],
    ['2', 2],
    ['2.0', 2],
    [' 4.5 ', 4.5],
    [3.5, 3.5],
  ])('reads %j as %d', (input, level) => {
    expect(parseAtrp(input)).toBe(level);
  });

  it.each(['0.0', '5', '2.25', '1', 'abc', '', '2.5.0', 0])('refuses %j', (input) => {
    expect(parseAtrp(input)).toBeNull();
  });
});

describe('formatAtrp', () => {
  it('writes a level with one decimal', () => {
    expect(formatAtrp(2)).toBe('2.0');
    expect(formatAtrp(3.5)).toBe('3.5');
  });

  it('writes 0.0 for a player without a level', () => {
    expect(formatAtrp(null)).toBe('0.0');
    expect(formatAtrp(undefined)).toBe('0.0');
    expect(formatAtrp(0)).toBe('0.0');
  });

  it('reads back every level it writes', () => {
    for (const level of ATRP_LEVELS) expect(parseAtrp(formatAtrp(level))).toBe(level);
  });
});
