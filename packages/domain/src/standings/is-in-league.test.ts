import { describe, expect, it } from 'vitest';
import { isInLeague } from './is-in-league.js';

describe('isInLeague', () => {
  it.each([1.5, 2, 2.5, 3, 3.5, 4, 4.5])('OPEN ranks every level, ATRP %s included', (atrp) => {
    expect(isInLeague({ atrp }, 'open')).toBe(true);
  });

  it.each([
    [1.5, true],
    [2, true],
    [2.5, true],
    [3, false],
    [4.5, false],
  ])('UNDER 2.5 ranks ATRP 1.5 to 2.5: ATRP %s is in: %s', (atrp, inLeague) => {
    expect(isInLeague({ atrp }, 'under-2.5')).toBe(inLeague);
  });
});
