import { describe, expect, it } from 'vitest';
import { setWinner } from './set-winner.js';

describe('setWinner', () => {
  it('gives the away side the set when home retires, whatever the count', () => {
    expect(setWinner({ home: 5, away: 2, homeRet: true })).toBe('away');
  });

  it('gives the home side the set when away retires', () => {
    expect(setWinner({ home: 1, away: 4, awayRet: true })).toBe('home');
  });

  it('gives the home side the set when away is defaulted', () => {
    expect(setWinner({ home: 0, away: 3, awayDef: true })).toBe('home');
  });

  it('gives the away side the set when home is defaulted', () => {
    expect(setWinner({ home: 3, away: 0, homeDef: true })).toBe('away');
  });

  it('lets a home retirement outrank an away default', () => {
    expect(setWinner({ home: 0, away: 0, homeRet: true, awayDef: true })).toBe('away');
  });

  it('lets an away retirement outrank a home default', () => {
    expect(setWinner({ home: 0, away: 0, awayRet: true, homeDef: true })).toBe('home');
  });

  it('lets an away default outrank a home default', () => {
    expect(setWinner({ home: 0, away: 0, awayDef: true, homeDef: true })).toBe('home');
  });

  it.each([
    [6, 4, 'home'],
    [5, 7, 'away'],
    [10, 8, 'home'],
    [3, 2, 'home'],
  ] as const)('gives %i-%i without flags to the side with more', (home, away, winner) => {
    expect(setWinner({ home, away })).toBe(winner);
  });

  it('gives no winner for equal counts', () => {
    expect(setWinner({ home: 6, away: 6 })).toBeNull();
    expect(setWinner({ home: 0, away: 0, homeRet: false })).toBeNull();
  });

  it('gives no winner while a count is empty', () => {
    expect(setWinner({ home: 6, away: null })).toBeNull();
    expect(setWinner({ home: null, away: null })).toBeNull();
  });
});
