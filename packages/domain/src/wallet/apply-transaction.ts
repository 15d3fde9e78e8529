import { assertCents } from './cents.js';
import type { TransactionEffect } from './wallet-types.js';

/**
 * The balance after one transaction: a deposit adds, a withdrawal subtracts.
 * A charge may take the balance below zero: the spec refuses no charge for
 * want of credit (its error catalogue has no such message), staff charge
 * after a match is played, and rolling back a top-up that was already spent
 * must be possible.
 */
export function applyTransaction(balanceCents: number, transaction: TransactionEffect): number {
  assertCents(balanceCents, 'balance');
  assertCents(transaction.amountCents, 'amount');
  if (transaction.amountCents <= 0) throw new RangeError(`amount must be positive, got ${transaction.amountCents}`);
  const next =
    transaction.type === 'deposit' ? balanceCents + transaction.amountCents : balanceCents - transaction.amountCents;
  assertCents(next, 'balance');
  return next;
}
