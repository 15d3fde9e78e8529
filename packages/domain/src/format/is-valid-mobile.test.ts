import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidMobile } from './is-valid-mobile.js';
import { PHONE_MESSAGES } from './phone-messages.js';

describe('isValidMobile', () => {
  it.each(['6912345678', '6900000000', '6999999999'])('accepts %s: 69 and 8 digits', (phone) => {
    expect(isValidMobile(phone)).toBe(true);
  });

  it.each([
    ['691234567', 'one digit short'],
    ['69123456789', 'one digit too many'],
    ['2101234567', 'a landline'],
    ['6812345678', 'not 69'],
    ['+306912345678', 'a calling code'],
    ['00306912345678', 'a calling code with 00'],
    ['69 1234 5678', 'spaces'],
    ['691234567a', 'a letter'],
    ['', 'nothing'],
  ])('rejects %j: %s', (phone) => {
    expect(isValidMobile(phone)).toBe(false);
  });

  it('accepts every 69 followed by 8 digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 }), (rest) => {
        expect(isValidMobile(`69${rest}`)).toBe(true);
      }),
    );
  });

  it('rejects anything not exactly 10 characters long', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((s) => s.length !== 10),
        (phone) => {
          expect(isValidMobile(phone)).toBe(false);
        },
      ),
    );
  });

  it("refuses with the spec's wording for an invalid mobile and for a failed lookup", () => {
    expect(PHONE_MESSAGES.invalidMobile).toBe('Το κινητό που εισάγατε δεν είναι έγκυρο');
    expect(PHONE_MESSAGES.mobileLookupFailed).toBe('Παρακαλούμε εισάγετε έναν έγκυρο κινητό τηλέφωνο');
  });
});
