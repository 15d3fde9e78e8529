import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryGender, EligibilityCategory, PlayerGender, TeamGender } from './gender.js';
import { isCategoryOpenToGuest } from './is-category-open-to-guest.js';
import { isDoublesCategoryOpenToPlayer, isDoublesCategoryOpenToTeam } from './is-doubles-category-open.js';
import { isSinglesCategoryOpenTo } from './is-singles-category-open.js';

const singles = (gender: CategoryGender): EligibilityCategory => ({ id: `s${gender}`, type: 'singles', gender });
const doubles = (gender: CategoryGender): EligibilityCategory => ({ id: `d${gender}`, type: 'doubles', gender });
const MAN: PlayerGender = 0;
const WOMAN: PlayerGender = 1;

describe('isSinglesCategoryOpenTo', () => {
  it.each<[CategoryGender, PlayerGender, boolean]>([
    [0, MAN, true],
    [0, WOMAN, false],
    [1, WOMAN, true],
    [1, MAN, false],
    [2, MAN, true],
    [2, WOMAN, true],
    [3, MAN, true],
  ])('a singles category of gender %i takes a player of gender %i: %s', (categoryGender, gender, open) => {
    expect(isSinglesCategoryOpenTo(singles(categoryGender), gender)).toBe(open);
  });

  it('never takes a player into a doubles category', () => {
    expect(isSinglesCategoryOpenTo(doubles(0), MAN)).toBe(false);
  });
});

describe('isDoublesCategoryOpenToTeam', () => {
  it.each<[CategoryGender, TeamGender, boolean]>([
    [0, 0, true],
    [0, 1, false],
    [0, 2, false],
    [1, 1, true],
    [1, 2, false],
    [2, 2, true],
    [2, 0, false],
    [2, 1, false],
    [3, 0, true],
    [3, 1, true],
    [3, 2, true],
  ])('a doubles category of gender %i takes a team of gender %i: %s', (categoryGender, teamGender, open) => {
    expect(isDoublesCategoryOpenToTeam(doubles(categoryGender), teamGender)).toBe(open);
  });

  it('never takes a team into a singles category', () => {
    expect(isDoublesCategoryOpenToTeam(singles(3), 2)).toBe(false);
  });
});

describe('isDoublesCategoryOpenToPlayer (no teammate yet)', () => {
  it.each<[CategoryGender, PlayerGender, boolean]>([
    [0, MAN, true],
    [0, WOMAN, false],
    [1, WOMAN, true],
    [2, MAN, true],
    [3, WOMAN, true],
  ])('a doubles category of gender %i takes a lone player of gender %i: %s', (categoryGender, gender, open) => {
    expect(isDoublesCategoryOpenToPlayer(doubles(categoryGender), gender)).toBe(open);
  });

  it('never takes a lone player into a singles category through the doubles rule', () => {
    expect(isDoublesCategoryOpenToPlayer(singles(0), MAN)).toBe(false);
  });
});

describe('isCategoryOpenToGuest', () => {
  it('offers a guest without a teammate the categories of their gender or mixed', () => {
    expect(isCategoryOpenToGuest(singles(0), MAN)).toBe(true);
    expect(isCategoryOpenToGuest(singles(1), MAN)).toBe(false);
    expect(isCategoryOpenToGuest(doubles(0), MAN)).toBe(true);
    expect(isCategoryOpenToGuest(doubles(2), MAN)).toBe(true);
    expect(isCategoryOpenToGuest(doubles(1), MAN, null)).toBe(false);
  });

  it('offers a guest with a teammate of the same gender singles or same-gender doubles, not mixed doubles', () => {
    expect(isCategoryOpenToGuest(singles(1), WOMAN, WOMAN)).toBe(true);
    expect(isCategoryOpenToGuest(singles(2), WOMAN, WOMAN)).toBe(true);
    expect(isCategoryOpenToGuest(doubles(1), WOMAN, WOMAN)).toBe(true);
    expect(isCategoryOpenToGuest(doubles(2), WOMAN, WOMAN)).toBe(false);
    expect(isCategoryOpenToGuest(doubles(0), WOMAN, WOMAN)).toBe(false);
  });

  it('offers a guest with a teammate of the other gender singles or mixed doubles, not same-gender doubles', () => {
    expect(isCategoryOpenToGuest(singles(0), MAN, WOMAN)).toBe(true);
    expect(isCategoryOpenToGuest(singles(1), MAN, WOMAN)).toBe(false);
    expect(isCategoryOpenToGuest(doubles(2), MAN, WOMAN)).toBe(true);
    expect(isCategoryOpenToGuest(doubles(0), MAN, WOMAN)).toBe(false);
    expect(isCategoryOpenToGuest(doubles(1), MAN, WOMAN)).toBe(false);
  });

  it('offers doubles of gender 3 (any) to every guest, with or without a teammate', () => {
    expect(isCategoryOpenToGuest(doubles(3), MAN)).toBe(true);
    expect(isCategoryOpenToGuest(doubles(3), MAN, MAN)).toBe(true);
    expect(isCategoryOpenToGuest(doubles(3), WOMAN, MAN)).toBe(true);
  });

  it('never lets the teammate change which singles the guest may enter', () => {
    const gender = fc.constantFrom<PlayerGender>(0, 1);
    fc.assert(
      fc.property(
        fc.constantFrom<CategoryGender>(0, 1, 2, 3),
        gender,
        fc.option(gender),
        (categoryGender, guest, teammate) => {
          const category = singles(categoryGender);
          expect(isCategoryOpenToGuest(category, guest, teammate)).toBe(isSinglesCategoryOpenTo(category, guest));
        },
      ),
    );
  });
});
