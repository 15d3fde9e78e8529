import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestamptz, timestamps } from './columns.js';
import { walletTransactionStatus, walletTransactionType } from './enums.js';
import { matches } from './matches.js';
import { players } from './players.js';
import { payments } from './tournament-categories.js';

/**
 * A player's prepaid ATC credits, in cents (1 ATC = 100). The balance is kept
 * with each completed transaction in the same database transaction, so reading
 * a balance never sums the history.
 */
export const wallets = pgTable('wallets', {
  id: id(),
  playerId: integer('player_id')
    .notNull()
    .unique()
    .references(() => players.id, { onDelete: 'restrict' }),
  balanceCents: integer('balance_cents').notNull().default(0),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * A top-up (deposit) or a charge (withdrawal). The amount is positive; the
 * type gives the direction. A rollback is a new transaction in the opposite
 * direction pointing at the one it reverses; the reversed one gets
 * rolled_back_at.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    type: walletTransactionType('type').notNull(),
    status: walletTransactionStatus('status').notNull().default('completed'),
    amountCents: integer('amount_cents').notNull(),
    /** The wallet balance after this transaction (runningTotal). */
    runningBalanceCents: integer('running_balance_cents').notNull(),
    reference: text('reference'),
    /** Why: typed in the top-up or charge dialog. */
    notes: text('notes'),
    /** The match charged for (chargeableId). */
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    /** A tournament payment settled from the wallet. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    reversesTransactionId: integer('reverses_transaction_id')
      .unique()
      .references((): AnyPgColumn => walletTransactions.id, { onDelete: 'restrict' }),
    rolledBackAt: timestamptz('rolled_back_at'),
    /** The agent: the back-office user who made it. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('wallet_transactions_amount_check', sql`${t.amountCents} > 0`),
    index('wallet_transactions_wallet_created_index').on(t.walletId, t.createdAt),
    index('wallet_transactions_match_id_index').on(t.matchId),
    index('wallet_transactions_payment_id_index').on(t.paymentId),
  ],
);
