import { describe, expect, it } from 'vitest';
import { isValidSetScore } from './validate-set-score.js';

describe('isValidSetScore', () => {
  it.each([
    [6, 0],
    [6, 1],
    [6, 2],
    [6, 3],
    [6, 4],
    [7, 5],
    [7, 6],
    [0, 6],
    [1, 6],
    [2, 6],
    [3, 6],
    [4, 6],
    [5, 7],
    [6, 7],
  ])('accepts %i-%i as a finished set', (home, away) => {
    expect(isValidSetScore(home, away)).toBe(true);
  });

  it.each([
    [6, 5, 'a set at 6-5 goes on'],
    [5, 6, 'a set at 5-6 goes on'],
    [6, 6, 'a set at 6-6 goes to the tie-break'],
    [7, 4, 'a 7th game is only played from 6-5 or 6-6'],
    [4, 7, 'a 7th game is only played from 5-6 or 6-6'],
    [7, 7, 'the tie-break ends the set at 7-6'],
    [7, 0, 'a set is over at 6-0'],
    [8, 6, 'no set has 8 games'],
    [5, 3, 'nobody has reached 6'],
    [0, 0, 'nothing was played'],
  ])('rejects %i-%i as a set score: %s', (home, away) => {
    expect(isValidSetScore(home, away)).toBe(false);
  });

  it('rejects negative, fractional and missing counts', () => {
    expect(isValidSetScore(-1, 6)).toBe(false);
    expect(isValidSetScore(6, 2.5)).toBe(false);
    expect(isValidSetScore(null, 4)).toBe(false);
    expect(isValidSetScore(6, null)).toBe(false);
    expect(isValidSetScore(Number.NaN, 6)).toBe(false);
  });
});
