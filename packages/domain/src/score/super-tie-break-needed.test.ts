import { describe, expect, it } from 'vitest';
import { isSuperTieBreakNeeded } from './super-tie-break-needed.js';

const set = (home: number | null, away: number | null) => ({ home, away });

describe('isSuperTieBreakNeeded', () => {
  it('needs a super tie-break at one set all', () => {
    expect(isSuperTieBreakNeeded({ s1: set(6, 4), s2: set(3, 6) })).toBe(true);
    expect(isSuperTieBreakNeeded({ s1: set(6, 7), s2: set(7, 5) })).toBe(true);
  });

  it('does not need one when the same side won both sets', () => {
    expect(isSuperTieBreakNeeded({ s1: set(6, 4), s2: set(7, 6) })).toBe(false);
  });

  it('does not need one while a set is unfinished or invalid', () => {
    expect(isSuperTieBreakNeeded({ s1: set(6, 4), s2: set(3, 5) })).toBe(false);
    expect(isSuperTieBreakNeeded({ s1: set(6, 5), s2: set(3, 6) })).toBe(false);
    expect(isSuperTieBreakNeeded({ s1: set(6, 4), s2: set(null, null) })).toBe(false);
  });

  it('does not need one when a set ended by ret or def', () => {
    expect(isSuperTieBreakNeeded({ s1: { home: 6, away: 4, homeDef: true }, s2: set(3, 6) })).toBe(false);
    expect(isSuperTieBreakNeeded({ s1: set(6, 4), s2: { home: 3, away: 6, homeRet: true } })).toBe(false);
  });
});
