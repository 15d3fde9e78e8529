import { describe, expect, it } from 'vitest';
import { matchesOn, matchScoreText } from './match-score';

const part = (
  home: number | null,
  away: number | null,
  flags: Partial<Record<'homeRet' | 'awayRet' | 'homeDef' | 'awayDef', boolean>> = {},
) => ({
  home,
  away,
  homeRet: false,
  awayRet: false,
  homeDef: false,
  awayDef: false,
  ...flags,
});

describe('matchScoreText', () => {
  it('writes a three-part result from the winner’s side, whether home or away won', () => {
    const score = { s1: part(6, 4), s2: part(3, 6), st: part(10, 8) };
    expect(matchScoreText({ score, walkover: false }, 'w/o')).toBe('6-4 3-6 10-8');
    const awayWon = { s1: part(4, 6), s2: part(6, 3), st: part(8, 10) };
    expect(matchScoreText({ score: awayWon, walkover: false }, 'w/o')).toBe('6-4 3-6 10-8');
  });
  it('stops at a retirement', () => {
    const score = { s1: part(6, 3), s2: part(1, 1, { awayRet: true }), st: part(null, null) };
    expect(matchScoreText({ score, walkover: false }, 'w/o')).toBe('6-3 1-1 ret.');
  });
  it('says walkover instead of a score', () => {
    expect(matchScoreText({ score: null, walkover: true }, 'w/o')).toBe('w/o');
  });
});

describe('matchesOn', () => {
  it('keeps the matches of that day only', () => {
    const matches = [
      { scheduledAt: '2026-11-21 18:00:00' },
      { scheduledAt: '2026-11-22 09:00:00' },
      { scheduledAt: null },
    ];
    expect(matchesOn(matches, '2026-11-21')).toEqual([{ scheduledAt: '2026-11-21 18:00:00' }]);
  });
});
