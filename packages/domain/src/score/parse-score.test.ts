import { describe, expect, it } from 'vitest';
import { parseScore } from './parse-score.js';

const set = (home: number | null, away: number | null) => ({ home, away });

describe('parseScore', () => {
  it('reads two sets', () => {
    expect(parseScore('6-4 7-5')).toEqual({ s1: set(6, 4), s2: set(7, 5), st: null });
  });

  it('reads a super tie-break as the third part', () => {
    expect(parseScore('6-4 3-6 10-8')).toEqual({ s1: set(6, 4), s2: set(3, 6), st: set(10, 8) });
  });

  it('reads a single part and leaves set 2 empty', () => {
    expect(parseScore('6-4')).toEqual({ s1: set(6, 4), s2: set(null, null), st: null });
  });

  it('puts ret. on the side that lost the match', () => {
    expect(parseScore('6-4 2-1 ret.', 'away')).toEqual({
      s1: set(6, 4),
      s2: { home: 2, away: 1, homeRet: true },
      st: null,
    });
  });

  it('puts def. on the side that lost the match', () => {
    expect(parseScore('0-0 def.', 'home')).toEqual({
      s1: { home: 0, away: 0, awayDef: true },
      s2: set(null, null),
      st: null,
    });
  });

  it('accepts ret and def without the dot, in any case, and extra spaces', () => {
    expect(parseScore('  6-4   1-1 RET ', 'home')?.s2).toEqual({ home: 1, away: 1, awayRet: true });
    expect(parseScore('3-0 Def', 'away')?.s1).toEqual({ home: 3, away: 0, homeDef: true });
  });

  it('refuses a ret or def without knowing the winner, since the text does not say who retired', () => {
    expect(parseScore('6-4 2-1 ret.')).toBeNull();
  });

  it.each(['', 'ret.', '6-4 6-4 6-4 6-4', '6:4', '6-4 x', '6-', '100-2', '6-4 ret. 6-2'])(
    'refuses %j, which is not a score',
    (text) => {
      expect(parseScore(text, 'home')).toBeNull();
    },
  );
});
