import { describe, expect, it } from 'vitest';
import { isPossibleSetScore, isPossibleSuperTieBreak } from './possible-score.js';

describe('isPossibleSetScore: where a set ended by ret or def may stop', () => {
  it.each([
    [0, 0],
    [3, 2],
    [5, 5],
    [6, 5],
    [5, 6],
    [6, 6],
    [6, 4],
    [7, 5],
    [6, 7],
  ])('allows %i-%i', (home, away) => {
    expect(isPossibleSetScore(home, away)).toBe(true);
  });

  it.each([
    [7, 0],
    [7, 4],
    [3, 7],
    [7, 7],
    [8, 2],
  ])('rejects %i-%i, which play cannot reach', (home, away) => {
    expect(isPossibleSetScore(home, away)).toBe(false);
  });

  it('rejects missing or negative counts', () => {
    expect(isPossibleSetScore(null, 0)).toBe(false);
    expect(isPossibleSetScore(0, -1)).toBe(false);
  });
});

describe('isPossibleSuperTieBreak: where a super tie-break ended by ret or def may stop', () => {
  it.each([
    [0, 0],
    [9, 9],
    [10, 9],
    [11, 10],
    [14, 15],
    [9, 3],
    [10, 6],
    [12, 10],
  ])('allows %i-%i', (home, away) => {
    expect(isPossibleSuperTieBreak(home, away)).toBe(true);
  });

  it.each([
    [15, 3],
    [11, 8],
    [13, 10],
    [3, 12],
  ])('rejects %i-%i, which play cannot reach', (home, away) => {
    expect(isPossibleSuperTieBreak(home, away)).toBe(false);
  });

  it('rejects missing counts', () => {
    expect(isPossibleSuperTieBreak(4, null)).toBe(false);
  });
});
