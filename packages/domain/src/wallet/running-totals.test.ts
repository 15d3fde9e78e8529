import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletBalance, withRunningTotals } from './running-totals.js';
import type { TransactionStatus, WalletTransaction } from './wallet-types.js';

const TRANSACTIONS: WalletTransaction[] = [
  { type: 'deposit', amountCents: 5000, status: 'completed' },
  { type: 'withdrawal', amountCents: 2500 },
  { type: 'deposit', amountCents: 1000, status: 'pending' },
  { type: 'withdrawal', amountCents: 700, status: 'failed' },
  { type: 'withdrawal', amountCents: 3000, status: 'completed' },
];

describe('withRunningTotals', () => {
  it('gives each transaction the balance after it, oldest first', () => {
    expect(withRunningTotals(TRANSACTIONS).map((t) => t.runningTotalCents)).toEqual([5000, 2500, 2500, 2500, -500]);
  });

  it('counts pending and failed transactions for nothing', () => {
    expect(withRunningTotals(TRANSACTIONS)[2]).toMatchObject({ status: 'pending', runningTotalCents: 2500 });
    expect(withRunningTotals(TRANSACTIONS)[3]).toMatchObject({ status: 'failed', runningTotalCents: 2500 });
  });

  it('starts from an opening balance', () => {
    expect(withRunningTotals(TRANSACTIONS.slice(0, 1), 150)[0]?.runningTotalCents).toBe(5150);
  });

  it('keeps the other fields of each transaction', () => {
    const [row] = withRunningTotals([{ id: 7, type: 'deposit' as const, amountCents: 100, notes: 'Μετρητά' }]);
    expect(row).toEqual({ id: 7, type: 'deposit', amountCents: 100, notes: 'Μετρητά', runningTotalCents: 100 });
  });

  it('refuses an opening balance that is not whole cents', () => {
    expect(() => withRunningTotals([], 0.5)).toThrow(RangeError);
    expect(() => walletBalance([], 0.5)).toThrow(RangeError);
  });
});

describe('walletBalance', () => {
  it('adds completed deposits and subtracts completed withdrawals', () => {
    expect(walletBalance(TRANSACTIONS)).toBe(-500);
    expect(walletBalance([], 1234)).toBe(1234);
  });
});

describe('wallet properties', () => {
  const transaction: fc.Arbitrary<WalletTransaction> = fc.record(
    {
      type: fc.constantFrom('deposit' as const, 'withdrawal' as const),
      amountCents: fc.integer({ min: 1, max: 10_000_000 }),
      status: fc.constantFrom<TransactionStatus>('pending', 'completed', 'failed'),
    },
    { requiredKeys: ['type', 'amountCents'] },
  );
  const transactions = fc.array(transaction, { maxLength: 50 });
  const opening = fc.integer({ min: -1_000_000, max: 1_000_000 });

  it('every running total is whole cents', () => {
    fc.assert(
      fc.property(transactions, opening, (list, start) => {
        for (const row of withRunningTotals(list, start)) expect(Number.isInteger(row.runningTotalCents)).toBe(true);
      }),
    );
  });

  it('the last running total is the wallet balance', () => {
    fc.assert(
      fc.property(transactions, opening, (list, start) => {
        const rows = withRunningTotals(list, start);
        expect(rows.at(-1)?.runningTotalCents ?? start).toBe(walletBalance(list, start));
      }),
    );
  });

  it('the balance is the opening balance plus completed deposits minus completed withdrawals', () => {
    fc.assert(
      fc.property(transactions, opening, (list, start) => {
        const counted = list.filter((t) => t.status === undefined || t.status === 'completed');
        const deposits = counted.filter((t) => t.type === 'deposit').reduce((sum, t) => sum + t.amountCents, 0);
        const withdrawals = counted.filter((t) => t.type === 'withdrawal').reduce((sum, t) => sum + t.amountCents, 0);
        expect(walletBalance(list, start)).toBe(start + deposits - withdrawals);
      }),
    );
  });
});
