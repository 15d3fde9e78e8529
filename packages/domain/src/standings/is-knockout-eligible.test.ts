import { describe, expect, it } from 'vitest';
import { isKnockoutEligible } from './is-knockout-eligible.js';

describe('isKnockoutEligible', () => {
  it.each([
    [0, false],
    [14, false],
    [15, true],
    [30, true],
  ])('with %i Regular Season matches played the knockouts are open: %s', (played, eligible) => {
    expect(isKnockoutEligible(played)).toBe(eligible);
  });
});
