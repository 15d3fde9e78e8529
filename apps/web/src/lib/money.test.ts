import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToEuroText, formatEuros, parseEuroText } from './money';

describe('typing an amount in euros', () => {
  it.each([
    ['12,50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,05', 5],
    ['0', 0],
    ['12.50', 1250],
    ['12.5', 1250],
    ['1.234,50', 123450],
    ['1.234.567', 123456700],
    // Three digits after a lone dot are thousands, as a Greek reader writes them.
    ['12.505', 1250500],
    [' 12,50 € ', 1250],
    ['28,00', 2800],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(parseEuroText(text)).toBe(cents);
  });

  it.each(['', 'abc', '12,505', '-3', '12,', ',50', '1,234.50', '12,50,1', '1.23,50', '1e3', '12 ευρώ'])(
    'refuses "%s"',
    (text) => {
      expect(parseEuroText(text)).toBeNull();
    },
  );
});

describe('showing an amount in euros', () => {
  it.each([
    [1250, '12,50'],
    [1200, '12,00'],
    [5, '0,05'],
    [0, '0,00'],
    [123456, '1234,56'],
  ])('writes %i cents as "%s" in a field', (cents, text) => {
    expect(centsToEuroText(cents)).toBe(text);
  });

  it('writes a list value with the euro sign and Greek separators', () => {
    expect(formatEuros(123450).replace(/\s/g, ' ')).toBe('1.234,50 €');
  });

  it('reads back what it writes, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(parseEuroText(centsToEuroText(cents))).toBe(cents);
        expect(parseEuroText(formatEuros(cents))).toBe(cents);
      }),
    );
  });
});
