import { describe, expect, it } from 'vitest';
import { applyFlag, undoFlags } from './apply-flag.js';
import { setWinner } from './set-winner.js';

describe('applyFlag', () => {
  it('fills empty counts with 0 when a ret or def is set', () => {
    expect(applyFlag({ home: null, away: null }, 'home', 'ret')).toMatchObject({ home: 0, away: 0, homeRet: true });
    expect(applyFlag({ home: 3, away: null }, 'away', 'def')).toMatchObject({ home: 3, away: 0, awayDef: true });
  });

  it('keeps counts already typed', () => {
    expect(applyFlag({ home: 4, away: 2 }, 'away', 'ret')).toMatchObject({ home: 4, away: 2 });
  });

  it("lets a ret cancel the other side's ret", () => {
    const part = applyFlag(applyFlag({ home: 2, away: 2 }, 'away', 'ret'), 'home', 'ret');
    expect(part).toMatchObject({ homeRet: true, awayRet: false });
    expect(setWinner(part)).toBe('away');
  });

  it("lets a ret cancel the same side's def", () => {
    const part = applyFlag(applyFlag({ home: 2, away: 2 }, 'home', 'def'), 'home', 'ret');
    expect(part).toMatchObject({ homeRet: true, homeDef: false });
  });

  it("leaves the other side's def standing when a ret is set", () => {
    const part = applyFlag(applyFlag({ home: 2, away: 2 }, 'away', 'def'), 'home', 'ret');
    expect(part).toMatchObject({ homeRet: true, awayDef: true });
    expect(setWinner(part)).toBe('away');
  });

  it("lets a def cancel only the same side's ret", () => {
    const part = applyFlag(applyFlag({ home: 2, away: 2 }, 'home', 'ret'), 'home', 'def');
    expect(part).toMatchObject({ homeDef: true, homeRet: false });
    expect(setWinner(part)).toBe('away');
  });

  it("leaves the other side's flags standing when a def is set", () => {
    const withAwayRet = applyFlag(applyFlag({ home: 1, away: 1 }, 'away', 'ret'), 'home', 'def');
    expect(withAwayRet).toMatchObject({ homeDef: true, awayRet: true });
    const withAwayDef = applyFlag(applyFlag({ home: 1, away: 1 }, 'away', 'def'), 'home', 'def');
    expect(withAwayDef).toMatchObject({ homeDef: true, awayDef: true });
  });

  it('does not change the part it is given', () => {
    const part = { home: null, away: 5 };
    applyFlag(part, 'home', 'ret');
    expect(part).toEqual({ home: null, away: 5 });
  });
});

describe('undoFlags', () => {
  it('clears every flag of the part and keeps the counts', () => {
    expect(undoFlags({ home: 3, away: 1, homeRet: true, awayDef: true })).toEqual({ home: 3, away: 1 });
    expect(setWinner(undoFlags({ home: 3, away: 1, homeRet: true }))).toBe('home');
  });
});
