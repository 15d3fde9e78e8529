import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatCredits } from './format-cents.js';

describe('formatCents', () => {
  it.each([
    [1234, '12,34 €'],
    [0, '0,00 €'],
    [5, '0,05 €'],
    [100, '1,00 €'],
    [123456, '1.234,56 €'],
    [100000000, '1.000.000,00 €'],
    [-1234, '-12,34 €'],
    [-5, '-0,05 €'],
  ])('writes %i cents as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses a fraction of a cent, which no caller should hold', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });

  it('writes ATC credits the same way with their own label', () => {
    expect(formatCredits(1234)).toBe('12,34 ATC');
    expect(formatCredits(-250000)).toBe('-2.500,00 ATC');
  });

  it('always writes two decimals after a comma and groups thousands with dots', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(formatCents(cents)).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2} €$/);
      }),
    );
  });
});
