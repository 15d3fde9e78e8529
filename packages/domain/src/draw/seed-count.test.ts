import { describe, expect, it } from 'vitest';
import { maxSeedCount, seedCount } from './seed-count.js';

describe('seedCount', () => {
  it.each([
    [4, 1],
    [8, 2],
    [16, 4],
    [32, 8],
    [64, 16],
    [128, 32],
    [256, 64],
  ])('seeds one in four: a draw of %i has %i seeds', (drawSize, expected) => {
    expect(seedCount(drawSize)).toBe(expected);
  });

  it('keeps one seed in a draw of 2 (a final after the groups)', () => {
    expect(seedCount(2)).toBe(1);
  });
});

describe('maxSeedCount', () => {
  it.each([
    [4, 1],
    [12, 4],
    [16, 4],
    [17, 8],
    [36, 16],
  ])('%i entrants make a draw whose seeds are at most %i', (entrants, expected) => {
    expect(maxSeedCount(entrants)).toBe(expected);
  });
});
