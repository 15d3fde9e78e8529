import { describe, expect, it } from 'vitest';
import { eligibleCategories, keepEligibleSelection } from './eligible-categories.js';
import type { EligibilityCategory } from './gender.js';

const CATEGORIES: EligibilityCategory[] = [
  { id: 1, type: 'singles', gender: 0 },
  { id: 2, type: 'singles', gender: 1 },
  { id: 3, type: 'doubles', gender: 0 },
  { id: 4, type: 'doubles', gender: 1 },
  { id: 5, type: 'doubles', gender: 2 },
  { id: 6, type: 'doubles', gender: 3 },
];
const ids = (categories: EligibilityCategory[]) => categories.map((category) => category.id);

describe('eligibleCategories', () => {
  it('offers nothing until a gender is chosen', () => {
    expect(eligibleCategories(CATEGORIES, null)).toEqual([]);
    expect(eligibleCategories(CATEGORIES, undefined)).toEqual([]);
  });

  it("offers a man alone the men's, mixed and any categories", () => {
    expect(ids(eligibleCategories(CATEGORIES, 0))).toEqual([1, 3, 5, 6]);
  });

  it("offers a woman alone the women's, mixed and any categories", () => {
    expect(ids(eligibleCategories(CATEGORIES, 1))).toEqual([2, 4, 5, 6]);
  });

  it("offers two women the women's singles and doubles and the any doubles", () => {
    expect(ids(eligibleCategories(CATEGORIES, 1, 1))).toEqual([2, 4, 6]);
  });

  it("offers a man with a woman teammate the men's singles and the mixed and any doubles", () => {
    expect(ids(eligibleCategories(CATEGORIES, 0, 1))).toEqual([1, 5, 6]);
  });

  it('keeps the extra fields of the categories it returns', () => {
    const named = [{ id: 9, type: 'singles' as const, gender: 2 as const, name: 'Μικτό Μονό' }];
    expect(eligibleCategories(named, 1)).toEqual(named);
  });
});

describe('keepEligibleSelection', () => {
  it('clears the selections a gender change makes ineligible', () => {
    expect(keepEligibleSelection([1, 3, 5, 6], CATEGORIES, 1)).toEqual([5, 6]);
  });

  it('clears mixed doubles when the teammate turns out to be of the same gender', () => {
    expect(keepEligibleSelection([1, 5, 6], CATEGORIES, 0, 0)).toEqual([1, 6]);
  });

  it('clears everything when the gender is unset', () => {
    expect(keepEligibleSelection([1, 2], CATEGORIES, null)).toEqual([]);
  });
});
