import { describe, expect, it } from 'vitest';
import { isValidSuperTieBreak } from './validate-super-tie-break.js';

describe('isValidSuperTieBreak', () => {
  it.each([
    [10, 0],
    [10, 5],
    [10, 8],
    [8, 10],
    [0, 10],
    [11, 9],
    [9, 11],
    [12, 10],
    [15, 13],
    [13, 15],
    [25, 23],
  ])('accepts %i-%i: first to 10 with a two-point lead', (home, away) => {
    expect(isValidSuperTieBreak(home, away)).toBe(true);
  });

  it.each([
    [10, 9, 'one point ahead is not enough'],
    [10, 10, 'a tie does not end it'],
    [11, 10, 'past 10 it needs two ahead'],
    [12, 9, 'play stops at 11-9, so 12-9 cannot happen'],
    [11, 8, 'play stops at 10-8, so 11-8 cannot happen'],
    [9, 7, 'nobody has reached 10'],
    [7, 0, 'a set score is not a super tie-break'],
    [0, 0, 'nothing was played'],
  ])('rejects %i-%i: %s', (home, away) => {
    expect(isValidSuperTieBreak(home, away)).toBe(false);
  });

  it('rejects negative, fractional and missing counts', () => {
    expect(isValidSuperTieBreak(-2, 10)).toBe(false);
    expect(isValidSuperTieBreak(10, 7.5)).toBe(false);
    expect(isValidSuperTieBreak(null, 10)).toBe(false);
  });
});
