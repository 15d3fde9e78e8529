import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_MESSAGES as M } from './eligibility-messages.js';
import type { EligibilityCategory } from './gender.js';
import {
  validateDoublesCategorySelection,
  validateGuestCategorySelection,
  validateSinglesCategorySelection,
} from './validate-category-selection.js';

const categories: EligibilityCategory[] = [
  { id: 1, type: 'singles', gender: 0 },
  { id: 2, type: 'singles', gender: 1 },
  { id: 3, type: 'doubles', gender: 0 },
  { id: 5, type: 'doubles', gender: 2 },
  { id: 6, type: 'doubles', gender: 3 },
];
const pick = (...selectedIds: number[]) => ({ categories, selectedIds });

describe('validateGuestCategorySelection', () => {
  it('accepts categories open to the guest', () => {
    expect(validateGuestCategorySelection(pick(1, 3, 5), 0)).toEqual({ ok: true });
  });

  it("asks for at least one category with the spec's message", () => {
    expect(validateGuestCategorySelection(pick(), 0)).toEqual({
      ok: false,
      errors: ['Θα πρέπει να επιλέξετε τουλάχιστον μία από τις κατηγορίες συμμετοχής του τουρνουά'],
      ineligibleIds: [],
    });
  });

  it('refuses a category of the other gender and names it', () => {
    expect(validateGuestCategorySelection(pick(1, 2), 0)).toEqual({
      ok: false,
      errors: [M.notForPlayerGender],
      ineligibleIds: [2],
    });
  });

  it('refuses mixed doubles for a team of two men as a team mismatch', () => {
    expect(validateGuestCategorySelection(pick(5), 0, 0)).toEqual({
      ok: false,
      errors: [M.notForTeamGender],
      ineligibleIds: [5],
    });
  });

  it("refuses an id that is not one of the tournament's categories", () => {
    expect(validateGuestCategorySelection(pick(1, 99), 0)).toEqual({
      ok: false,
      errors: [M.unknownCategory],
      ineligibleIds: [99],
    });
  });

  it('lists each message once and every refused id', () => {
    expect(validateGuestCategorySelection(pick(2, 3, 1), 1, 1)).toEqual({
      ok: false,
      errors: [M.notForTeamGender, M.notForPlayerGender],
      ineligibleIds: [3, 1],
    });
  });
});

describe('validateSinglesCategorySelection', () => {
  it("accepts singles of the player's gender", () => {
    expect(validateSinglesCategorySelection(pick(2), 1)).toEqual({ ok: true });
  });

  it('refuses a doubles category', () => {
    expect(validateSinglesCategorySelection(pick(1, 3), 0)).toEqual({
      ok: false,
      errors: [M.notSingles],
      ineligibleIds: [3],
    });
  });

  it('refuses singles of the other gender', () => {
    expect(validateSinglesCategorySelection(pick(2), 0)).toEqual({
      ok: false,
      errors: [M.notForPlayerGender],
      ineligibleIds: [2],
    });
  });

  it('asks for at least one category', () => {
    expect(validateSinglesCategorySelection(pick(), 0)).toMatchObject({ ok: false, errors: [M.noCategory] });
  });
});

describe('validateDoublesCategorySelection', () => {
  it("accepts doubles of the team's gender and of any gender", () => {
    expect(validateDoublesCategorySelection(pick(5, 6), 2)).toEqual({ ok: true });
  });

  it("refuses with the spec's message when the team's gender could not be determined", () => {
    expect(validateDoublesCategorySelection(pick(3), null)).toEqual({
      ok: false,
      errors: ['Σφάλμα κατά την κατηγοριοποίηση της νέας ομάδας διπλών'],
      ineligibleIds: [],
    });
  });

  it('refuses a singles category', () => {
    expect(validateDoublesCategorySelection(pick(1), 0)).toEqual({
      ok: false,
      errors: [M.notDoubles],
      ineligibleIds: [1],
    });
  });

  it("refuses men's doubles for a mixed team", () => {
    expect(validateDoublesCategorySelection(pick(3, 5), 2)).toEqual({
      ok: false,
      errors: [M.notForTeamGender],
      ineligibleIds: [3],
    });
  });
});
