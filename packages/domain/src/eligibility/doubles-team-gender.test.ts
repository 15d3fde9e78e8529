import { describe, expect, it } from 'vitest';
import { doublesTeamGender } from './doubles-team-gender.js';

describe('doublesTeamGender', () => {
  it("makes two men a men's team (0)", () => {
    expect(doublesTeamGender(0, 0)).toBe(0);
  });

  it("makes two women a women's team (1)", () => {
    expect(doublesTeamGender(1, 1)).toBe(1);
  });

  it('makes a man and a woman a mixed team (2), in either order', () => {
    expect(doublesTeamGender(0, 1)).toBe(2);
    expect(doublesTeamGender(1, 0)).toBe(2);
  });

  it.each([
    [null, 0],
    [1, undefined],
    [2, 0],
    ['0', 1],
  ])('cannot tell the gender of a team of %j and %j', (first, second) => {
    expect(doublesTeamGender(first, second)).toBeNull();
  });
});
