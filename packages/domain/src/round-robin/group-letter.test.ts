import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupLetter, groupName } from './group-letter.js';

describe('groupLetter', () => {
  it.each([
    [1, 'Α'],
    [2, 'Β'],
    [3, 'Γ'],
    [8, 'Θ'],
    [16, 'Π'],
    [24, 'Ω'],
    [25, 'ΑΑ'],
    [48, 'ΑΩ'],
  ])('letters group %i as %s', (groupNumber, letter) => {
    expect(groupLetter(groupNumber)).toBe(letter);
  });

  it.each([0, -1, 1.5])('refuses group number %d', (groupNumber) => {
    expect(() => groupLetter(groupNumber)).toThrow(RangeError);
  });

  it('gives every group number its own letters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2000 }), (a, b) => {
        fc.pre(a !== b);
        expect(groupLetter(a)).not.toBe(groupLetter(b));
      }),
    );
  });
});

describe('groupName', () => {
  it.each([
    [1, null, 'Α'],
    [2, '', 'Β'],
    [3, '   ', 'Γ'],
    [1, ' Κόκκινος ', 'Κόκκινος'],
  ])('names group %i with nickname %j as %s', (groupNumber, nickname, name) => {
    expect(groupName(groupNumber, nickname)).toBe(name);
  });
});
