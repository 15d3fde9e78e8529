import { describe, expect, it } from 'vitest';
import { earlyEnding, endsEarly } from './early-ending.js';

describe('earlyEnding', () => {
  it('finds no ending on a part without flags', () => {
    expect(earlyEnding({ home: 6, away: 4 })).toBeNull();
    expect(endsEarly({ home: 6, away: 4, homeRet: false, awayDef: false })).toBe(false);
  });

  it.each([
    [{ homeRet: true }, { flag: 'ret', side: 'home' }],
    [{ awayRet: true }, { flag: 'ret', side: 'away' }],
    [{ awayDef: true }, { flag: 'def', side: 'away' }],
    [{ homeDef: true }, { flag: 'def', side: 'home' }],
  ])('reads the single flag %o', (flags, expected) => {
    expect(earlyEnding({ home: 2, away: 1, ...flags })).toEqual(expected);
  });

  it.each([
    [
      { homeRet: true, awayDef: true },
      { flag: 'ret', side: 'home' },
    ],
    [
      { awayRet: true, homeDef: true },
      { flag: 'ret', side: 'away' },
    ],
    [
      { awayDef: true, homeDef: true },
      { flag: 'def', side: 'away' },
    ],
    [
      { homeRet: true, awayRet: true },
      { flag: 'ret', side: 'home' },
    ],
  ])('settles flags on both sides in the order home ret, away ret, away def, home def: %o', (flags, expected) => {
    expect(earlyEnding({ home: 0, away: 0, ...flags })).toEqual(expected);
    expect(endsEarly({ home: 0, away: 0, ...flags })).toBe(true);
  });
});
