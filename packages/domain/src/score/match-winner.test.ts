import { describe, expect, it } from 'vitest';
import { matchWinner } from './match-winner.js';

const set = (home: number | null, away: number | null) => ({ home, away });

describe('matchWinner', () => {
  it('gives the match to the side that won both sets', () => {
    expect(matchWinner({ s1: set(6, 4), s2: set(7, 5) })).toBe('home');
    expect(matchWinner({ s1: set(3, 6), s2: set(6, 7) })).toBe('away');
  });

  it('ignores a super tie-break typed when none was needed', () => {
    expect(matchWinner({ s1: set(6, 4), s2: set(7, 5), st: set(3, 10) })).toBe('home');
  });

  it('lets the super tie-break decide at one set all', () => {
    expect(matchWinner({ s1: set(6, 4), s2: set(3, 6), st: set(10, 8) })).toBe('home');
    expect(matchWinner({ s1: set(6, 4), s2: set(3, 6), st: set(11, 13) })).toBe('away');
  });

  it('has no winner at one set all until the super tie-break is finished', () => {
    expect(matchWinner({ s1: set(6, 4), s2: set(3, 6) })).toBeNull();
    expect(matchWinner({ s1: set(6, 4), s2: set(3, 6), st: null })).toBeNull();
    expect(matchWinner({ s1: set(6, 4), s2: set(3, 6), st: set(10, 9) })).toBeNull();
  });

  it('has no winner while a set is unfinished', () => {
    expect(matchWinner({ s1: set(6, 5), s2: set(null, null) })).toBeNull();
    expect(matchWinner({ s1: set(6, 2), s2: set(4, 4) })).toBeNull();
  });

  it('ends the match at a retirement in set 1, whoever led', () => {
    expect(matchWinner({ s1: { home: 4, away: 1, homeRet: true }, s2: set(null, null) })).toBe('away');
  });

  it('ends the match at a default in set 2', () => {
    expect(matchWinner({ s1: set(6, 4), s2: { home: 0, away: 0, awayDef: true } })).toBe('home');
  });

  it('ends the match at a retirement in the super tie-break', () => {
    expect(matchWinner({ s1: set(6, 4), s2: set(3, 6), st: { home: 7, away: 5, homeRet: true } })).toBe('away');
  });

  it("gives the match to the retiring side's opponent even after they lost set 1", () => {
    expect(matchWinner({ s1: set(6, 1), s2: { home: 1, away: 3, homeRet: true } })).toBe('away');
  });
});
