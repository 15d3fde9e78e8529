import { applyTransaction } from './apply-transaction.js';
import { assertCents } from './cents.js';
import type { WalletTransaction } from './wallet-types.js';

/**
 * Each transaction with the balance after it (`runningTotal`, spec 3 §3),
 * oldest first. Only completed transactions move money: a pending one has
 * not happened yet and a failed one never did, so both carry the previous
 * total.
 */
export function withRunningTotals<T extends WalletTransaction>(
  transactions: readonly T[],
  openingCents = 0,
): Array<T & { runningTotalCents: number }> {
  assertCents(openingCents, 'opening balance');
  let balance = openingCents;
  return transactions.map((transaction) => {
    if (movesMoney(transaction)) balance = applyTransaction(balance, transaction);
    return { ...transaction, runningTotalCents: balance };
  });
}

/** The balance after every transaction, oldest first. */
export function walletBalance(transactions: readonly WalletTransaction[], openingCents = 0): number {
  assertCents(openingCents, 'opening balance');
  return transactions.reduce(
    (balance, transaction) => (movesMoney(transaction) ? applyTransaction(balance, transaction) : balance),
    openingCents,
  );
}

function movesMoney(transaction: WalletTransaction): boolean {
  return transaction.status === undefined || transaction.status === 'completed';
}
