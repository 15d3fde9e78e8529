import { describe, expect, it } from 'vitest';
import { computePageRange } from './compute-page-range';

describe('computePageRange', () => {
  it.each([
    { current: 1, last: 0, expected: [] },
    { current: 1, last: 1, expected: [1] },
    { current: 1, last: 2, expected: [1, 2] },
    { current: 2, last: 3, expected: [1, 2, 3] },
    { current: 1, last: 5, expected: [1, 2, 'gap', 5] },
    { current: 1, last: 4, expected: [1, 2, 3, 4] },
    { current: 3, last: 5, expected: [1, 2, 3, 4, 5] },
    { current: 5, last: 10, expected: [1, 'gap', 4, 5, 6, 'gap', 10] },
    { current: 4, last: 10, expected: [1, 2, 3, 4, 5, 'gap', 10] },
    { current: 10, last: 10, expected: [1, 'gap', 9, 10] },
    { current: 8, last: 10, expected: [1, 'gap', 7, 8, 9, 10] },
  ])('shows $expected for page $current of $last', ({ current, last, expected }) => {
    expect(computePageRange(current, last)).toEqual(expected);
  });

  it('clamps a page beyond the last to the last', () => {
    expect(computePageRange(99, 3)).toEqual([1, 2, 3]);
  });

  it('clamps a page below one to the first', () => {
    expect(computePageRange(-4, 6)).toEqual([1, 2, 'gap', 6]);
  });

  it('widens the window with a larger range size', () => {
    expect(computePageRange(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});
