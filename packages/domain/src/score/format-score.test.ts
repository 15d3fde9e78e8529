import { describe, expect, it } from 'vitest';
import { formatScore } from './format-score.js';

const set = (home: number | null, away: number | null) => ({ home, away });

describe('formatScore', () => {
  it('writes a two-set match home count first', () => {
    expect(formatScore({ s1: set(6, 4), s2: set(7, 5) })).toBe('6-4 7-5');
    expect(formatScore({ s1: set(2, 6), s2: set(6, 7) })).toBe('2-6 6-7');
  });

  it('writes the super tie-break after one set all', () => {
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6), st: set(10, 8) })).toBe('6-4 3-6 10-8');
  });

  it('writes ret. after the part in which a side retired', () => {
    expect(formatScore({ s1: set(6, 4), s2: { home: 2, away: 1, homeRet: true } })).toBe('6-4 2-1 ret.');
  });

  it('writes def. after the part in which a side was defaulted', () => {
    expect(formatScore({ s1: { home: 0, away: 0, awayDef: true }, s2: set(null, null) })).toBe('0-0 def.');
  });

  it('writes nothing after a ret or def, even if counts were typed', () => {
    expect(formatScore({ s1: { home: 3, away: 2, awayRet: true }, s2: set(6, 1), st: set(10, 1) })).toBe('3-2 ret.');
  });

  it('writes a ret or def in the super tie-break', () => {
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6), st: { home: 5, away: 7, awayRet: true } })).toBe(
      '6-4 3-6 5-7 ret.',
    );
  });

  it('writes the deciding flag when both sides are flagged', () => {
    expect(formatScore({ s1: { home: 1, away: 0, homeRet: true, awayDef: true }, s2: set(null, null) })).toBe(
      '1-0 ret.',
    );
  });

  it('writes an empty count of an ended part as 0', () => {
    expect(formatScore({ s1: { home: null, away: 2, homeDef: true }, s2: set(null, null) })).toBe('0-2 def.');
  });

  it('stops at the first part not yet filled in', () => {
    expect(formatScore({ s1: set(null, null), s2: set(null, null) })).toBe('');
    expect(formatScore({ s1: set(6, 4), s2: set(3, null) })).toBe('6-4');
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6) })).toBe('6-4 3-6');
    expect(formatScore({ s1: set(6, 4), s2: set(3, 6), st: set(null, null) })).toBe('6-4 3-6');
  });

  it('hides a super tie-break that was not needed', () => {
    expect(formatScore({ s1: set(6, 4), s2: set(6, 3), st: set(10, 2) })).toBe('6-4 6-3');
  });
});
