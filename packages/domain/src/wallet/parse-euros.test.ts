import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatCredits } from './format-cents.js';
import { parseEuros, validateWalletAmount } from './parse-euros.js';
import { WALLET_MESSAGES } from './wallet-messages.js';

describe('parseEuros', () => {
  it.each<[string | number, number]>([
    ['12', 1200],
    ['12,34', 1234],
    ['12.34', 1234],
    ['12,5', 1250],
    ['0,01', 1],
    ['0', 0],
    ['  7,00  ', 700],
    ['1.234,56', 123456],
    ['1.234.567,89 €', 123456789],
    ['12,34 €', 1234],
    ['12,34 ATC', 1234],
    [12.34, 1234],
    [0.07, 7],
    [20, 2000],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseEuros(input)).toBe(cents);
  });

  it.each<[string | number, string]>([
    ['12,345', 'three decimals'],
    ['1.234', 'a thousands dot with no decimal comma is read as three decimals'],
    ['12.', 'a separator with no decimals'],
    [',5', 'no euros'],
    ['-5', 'a negative amount'],
    ['1,234.56', 'English grouping'],
    ['12.34.56', 'two decimal dots'],
    ['1.23,45', 'a broken thousands group'],
    ['abc', 'not a number'],
    ['', 'nothing'],
    [0.1 + 0.2, 'a float that is not a whole number of cents'],
    [-1, 'a negative number'],
    [Number.NaN, 'NaN'],
    [1e21, 'a number written with an exponent'],
    ['99999999999999999999', 'more cents than can be counted exactly'],
  ])('refuses %j: %s', (input) => {
    expect(parseEuros(input)).toBeNull();
  });

  it('reads back every amount formatCents writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseEuros(formatCents(cents))).toBe(cents);
        expect(parseEuros(formatCredits(cents))).toBe(cents);
      }),
    );
  });

  it('always gives whole cents or nothing, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.stringMatching(/^\d{1,6}[.,]\d{1,3}$/)), (input) => {
        const cents = parseEuros(input);
        if (cents !== null) expect(Number.isSafeInteger(cents)).toBe(true);
      }),
    );
  });

  it('reads every number with at most two decimals exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(parseEuros(cents / 100)).toBe(cents);
      }),
    );
  });
});

describe('validateWalletAmount', () => {
  it('accepts 0,01 and more', () => {
    expect(validateWalletAmount('0,01')).toEqual({ ok: true, cents: 1 });
    expect(validateWalletAmount(25)).toEqual({ ok: true, cents: 2500 });
  });

  it('refuses zero: the smallest amount is 0,01', () => {
    expect(validateWalletAmount('0')).toEqual({ ok: false, error: WALLET_MESSAGES.amountTooSmall });
    expect(validateWalletAmount(0)).toEqual({ ok: false, error: WALLET_MESSAGES.amountTooSmall });
  });

  it('refuses an amount with a step finer than 0,01', () => {
    expect(validateWalletAmount('10,005')).toEqual({ ok: false, error: WALLET_MESSAGES.invalidAmount });
  });

  it('refuses text that is not an amount', () => {
    expect(validateWalletAmount('δέκα')).toEqual({ ok: false, error: WALLET_MESSAGES.invalidAmount });
  });
});
