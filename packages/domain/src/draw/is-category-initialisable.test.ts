import { describe, expect, it } from 'vitest';
import { isCategoryInitialisable } from './is-category-initialisable.js';

describe('isCategoryInitialisable', () => {
  it.each([
    [0, false],
    [3, false],
    [4, true],
    [40, true],
  ])('with %i approved participations: %s (at least 4 are needed)', (approved, expected) => {
    expect(isCategoryInitialisable(approved)).toBe(expected);
  });
});
