import { describe, expect, it } from 'vitest';
import { EUROPEAN_CALLING_CODES, callingCodeLabel, splitPhoneNumber } from './calling-codes';

describe('splitPhoneNumber', () => {
  it.each([
    { value: '6912345678', expected: { code: '+30', digits: '6912345678' } },
    { value: '+306912345678', expected: { code: '+30', digits: '6912345678' } },
    { value: '+357 99 123456', expected: { code: '+357', digits: '99123456' } },
    { value: '+3531234567', expected: { code: '+353', digits: '1234567' } },
    { value: '+19175551234', expected: { code: '+30', digits: '19175551234' } },
  ])('splits $value', ({ value, expected }) => {
    expect(splitPhoneNumber(value)).toEqual(expected);
  });
});

describe('EUROPEAN_CALLING_CODES', () => {
  it('starts with Greece and has no duplicate country', () => {
    expect(EUROPEAN_CALLING_CODES[0]).toEqual({ region: 'GR', code: '+30' });
    const regions = EUROPEAN_CALLING_CODES.map((c) => c.region);
    expect(new Set(regions).size).toBe(regions.length);
  });
});

describe('callingCodeLabel', () => {
  it('names the country in Greek', () => {
    expect(callingCodeLabel('GR', '+30', 'el')).toBe('Ελλάδα (+30)');
  });
});
