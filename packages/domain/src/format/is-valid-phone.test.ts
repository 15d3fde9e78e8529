import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhone } from './is-valid-phone.js';

describe('isValidPhone', () => {
  it.each(['1234567', '2101234567', '6912345678', '123456789012345'])('accepts %s: 7 to 15 digits', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['123456', 'six digits'],
    ['1234567890123456', 'sixteen digits'],
    ['210 1234567', 'a space'],
    ['+302101234567', 'a + prefix'],
    ['210-1234567', 'a dash'],
    ['', 'nothing'],
  ])('rejects %j: %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('accepts a string of digits exactly when it has 7 to 15 of them', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 }), (digits) => {
        expect(isValidPhone(digits)).toBe(digits.length >= 7 && digits.length <= 15);
      }),
    );
  });
});
