import { describe, expect, it } from 'vitest';
import { groupLetter } from './group-letter.js';

describe('groupLetter', () => {
  it.each([
    [1, 'A'],
    [2, 'B'],
    [8, 'H'],
    [9, 'I'],
    [16, 'P'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
  ])('letters group %i as %s', (groupNumber, letter) => {
    expect(groupLetter(groupNumber)).toBe(letter);
  });

  it.each([0, -1, 1.5])('refuses group number %d', (groupNumber) => {
    expect(() => groupLetter(groupNumber)).toThrow(RangeError);
  });
});
