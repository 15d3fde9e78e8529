import { describe, expect, it } from 'vitest';
import { formatScore } from './format-score.js';
import { DEFAULT_MATCH_FORMAT, parseMatchFormat, type MatchFormat } from './match-format.js';

const set = (home: number | null, away: number | null) => ({ home, away });
const HOME = { from: 'home' } as const;
const BEST_OF_THREE = parseMatchFormat('SET3-S:6/TB7') as MatchFormat;

describe('formatScore from the winner’s side (results, lists, public pages)', () => {
  it('writes every part with the winner’s count first', () => {
    expect(formatScore({ s1: set(6, 4), s2: set(7, 5) })).toBe('6-4 7-5');
    expect(formatScore({ s1: set(2, 6), s2: set(6, 7) })).toBe('6-2 7-6');
    expect(formatScore({ s1: set(4, 6), s2: set(6, 3), st: set(8, 10) })).toBe('6-4 3-6 10-8');
  });

  it('writes a real third set, and tie-break points after the set', () => {
    expect(formatScore({ s1: { home: 7, away: 6, tb: 5 }, s2: set(3, 6), s3: set(6, 4) })).toBe('7-6(5) 3-6 6-4');
    expect(formatScore({ s1: { home: 7, away: 6, tb: 5 }, s2: set(3, 6), s3: set(4, 6) })).toBe('6-7(5) 6-3 6-4');
  });

  it('writes ret. after the loser’s count, whoever was home', () => {
    expect(formatScore({ s1: set(6, 4), s2: { home: 2, away: 1, homeRet: true } })).toBe('4-6 1-2 ret.');
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6), s3: { home: 1, away: 3, awayRet: true } })).toBe(
      '6-4 3-6 1-3 ret.',
    );
  });

  it('writes def. and w/o', () => {
    expect(formatScore({ s1: { home: 0, away: 0, awayDef: true }, s2: set(null, null) })).toBe('0-0 def.');
    expect(formatScore({ s1: set(null, null), s2: set(null, null), wo: 'home' })).toBe('w/o');
  });

  it('writes a match of one super tie-break', () => {
    expect(formatScore({ s1: set(null, null), s2: set(null, null), st: set(7, 10) })).toBe('10-7');
  });
});

describe('formatScore from the home side (the score form)', () => {
  it('writes a two-set match home count first', () => {
    expect(formatScore({ s1: set(6, 4), s2: set(7, 5) }, HOME)).toBe('6-4 7-5');
    expect(formatScore({ s1: set(2, 6), s2: set(6, 7) }, HOME)).toBe('2-6 6-7');
  });

  it('writes the super tie-break after one set all', () => {
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6), st: set(10, 8) }, HOME)).toBe('6-4 3-6 10-8');
  });

  it('writes ret. after the part in which a side retired', () => {
    expect(formatScore({ s1: set(6, 4), s2: { home: 2, away: 1, homeRet: true } }, HOME)).toBe('6-4 2-1 ret.');
  });

  it('writes nothing after a ret or def, even if counts were typed', () => {
    expect(formatScore({ s1: { home: 3, away: 2, awayRet: true }, s2: set(6, 1), st: set(10, 1) }, HOME)).toBe(
      '3-2 ret.',
    );
  });

  it('writes a ret or def in the super tie-break', () => {
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6), st: { home: 5, away: 7, awayRet: true } }, HOME)).toBe(
      '6-4 3-6 5-7 ret.',
    );
  });

  it('writes the deciding flag when both sides are flagged', () => {
    expect(formatScore({ s1: { home: 1, away: 0, homeRet: true, awayDef: true }, s2: set(null, null) }, HOME)).toBe(
      '1-0 ret.',
    );
  });

  it('writes an empty count of an ended part as 0', () => {
    expect(formatScore({ s1: { home: null, away: 2, homeDef: true }, s2: set(null, null) }, HOME)).toBe('0-2 def.');
  });

  it('stops at the first part not yet filled in', () => {
    expect(formatScore({ s1: set(null, null), s2: set(null, null) }, HOME)).toBe('');
    expect(formatScore({ s1: set(6, 4), s2: set(3, null) }, HOME)).toBe('6-4');
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6) }, HOME)).toBe('6-4 3-6');
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6), st: set(null, null) }, HOME)).toBe('6-4 3-6');
  });

  it('with a format, writes only the parts the form shows', () => {
    const straight = { s1: set(6, 4), s2: set(6, 3), st: set(10, 2), s3: set(6, 1) };
    expect(formatScore(straight, { ...HOME, format: DEFAULT_MATCH_FORMAT })).toBe('6-4 6-3');
    expect(formatScore(straight, { ...HOME, format: BEST_OF_THREE })).toBe('6-4 6-3');
    const level = { s1: set(6, 4), s2: set(3, 6), st: set(10, 2), s3: set(6, 1) };
    expect(formatScore(level, { ...HOME, format: BEST_OF_THREE })).toBe('6-4 3-6 6-1');
    expect(formatScore(level, { ...HOME, format: DEFAULT_MATCH_FORMAT })).toBe('6-4 3-6 10-2');
  });
});
