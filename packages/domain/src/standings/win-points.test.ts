import { describe, expect, it } from 'vitest';
import { atrpLevelIndex, winPoints } from './win-points.js';

describe('winPoints', () => {
  it.each([
    [1.5, 150],
    [2.0, 350],
    [2.5, 550],
    [3.0, 1550],
    [3.5, 2150],
    [4.0, 2650],
    [4.5, 3000],
  ])('a win against ATRP %s gives %i points', (atrp, points) => {
    expect(winPoints(atrp)).toBe(points);
  });

  it.each([0, 1, 2.25, 5, -1.5, Number.NaN])('rejects %s, which is not an ATRP level', (atrp) => {
    expect(() => winPoints(atrp)).toThrow(RangeError);
  });
});

describe('atrpLevelIndex', () => {
  it('numbers the levels 1.5 to 4.5 as 0 to 6', () => {
    expect([1.5, 2, 2.5, 3, 3.5, 4, 4.5].map(atrpLevelIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
