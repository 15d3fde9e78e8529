import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTransaction } from './apply-transaction.js';
import type { TransactionType } from './wallet-types.js';

describe('applyTransaction', () => {
  it('adds a deposit (top-up) to the balance', () => {
    expect(applyTransaction(1000, { type: 'deposit', amountCents: 2550 })).toBe(3550);
  });

  it('subtracts a withdrawal (charge) from the balance', () => {
    expect(applyTransaction(3550, { type: 'withdrawal', amountCents: 2000 })).toBe(1550);
  });

  it('lets a charge take the balance below zero, since the spec refuses none for want of credit', () => {
    expect(applyTransaction(500, { type: 'withdrawal', amountCents: 2000 })).toBe(-1500);
  });

  it.each([0, -100, 12.5, Number.NaN])('refuses an amount of %d cents', (amountCents) => {
    expect(() => applyTransaction(0, { type: 'deposit', amountCents })).toThrow(RangeError);
  });

  it('refuses a balance that is not whole cents', () => {
    expect(() => applyTransaction(0.5, { type: 'deposit', amountCents: 1 })).toThrow(RangeError);
  });

  it('refuses a result too large to count exactly', () => {
    expect(() => applyTransaction(Number.MAX_SAFE_INTEGER, { type: 'deposit', amountCents: 1 })).toThrow(RangeError);
  });

  const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
  const amount = fc.integer({ min: 1, max: 1_000_000_000 });
  const type = fc.constantFrom<TransactionType>('deposit', 'withdrawal');

  it('always gives whole cents', () => {
    fc.assert(
      fc.property(cents, type, amount, (balance, t, amountCents) => {
        expect(Number.isInteger(applyTransaction(balance, { type: t, amountCents }))).toBe(true);
      }),
    );
  });

  it('moves the balance by exactly the amount, up for a deposit and down for a withdrawal', () => {
    fc.assert(
      fc.property(cents, type, amount, (balance, t, amountCents) => {
        const next = applyTransaction(balance, { type: t, amountCents });
        expect(next - balance).toBe(t === 'deposit' ? amountCents : -amountCents);
      }),
    );
  });

  it('undoes a deposit with a withdrawal of the same amount', () => {
    fc.assert(
      fc.property(cents, amount, (balance, amountCents) => {
        const topped = applyTransaction(balance, { type: 'deposit', amountCents });
        expect(applyTransaction(topped, { type: 'withdrawal', amountCents })).toBe(balance);
      }),
    );
  });
});
