import { describe, expect, it } from 'vitest';
import { ATRP_LEVELS } from './atrp-levels.js';
import { LEAGUES, isUnder25Atrp, leaguesForAtrp } from './leagues.js';

describe('isUnder25Atrp', () => {
  it.each([1.5, 2, 2.5])('puts ATRP %d in the UNDER 2.5 league', (atrp) => {
    expect(isUnder25Atrp(atrp)).toBe(true);
  });

  it.each([3, 3.5, 4, 4.5])('keeps ATRP %d out of the UNDER 2.5 league', (atrp) => {
    expect(isUnder25Atrp(atrp)).toBe(false);
  });

  it.each([0, 1, 2.25, null, undefined])('keeps %j, which is not a level, out of it', (atrp) => {
    expect(isUnder25Atrp(atrp)).toBe(false);
  });
});

describe('leaguesForAtrp', () => {
  it('names the leagues as the championship page does', () => {
    expect(LEAGUES).toEqual({ open: 'OPEN', under25: 'UNDER 2.5' });
  });

  it('puts ATRP 1.5 to 2.5 in both leagues', () => {
    expect(leaguesForAtrp(2.5)).toEqual(['OPEN', 'UNDER 2.5']);
  });

  it('puts ATRP above 2.5 in OPEN only', () => {
    expect(leaguesForAtrp(3)).toEqual(['OPEN']);
  });

  it('puts a player without a level in no league', () => {
    expect(leaguesForAtrp(0)).toEqual([]);
    expect(leaguesForAtrp(null)).toEqual([]);
  });

  it('puts every level in OPEN', () => {
    for (const atrp of ATRP_LEVELS) expect(leaguesForAtrp(atrp)).toContain('OPEN');
  });
});
