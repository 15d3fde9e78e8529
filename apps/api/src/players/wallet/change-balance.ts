import { and, eq, or, sql } from 'drizzle-orm';
import { applyTransaction, formatCredits, type TransactionType } from '@tennis/domain';
import { WALLET_TEXTS, type TWalletChangeResponse } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { matches, wallets, walletTransactions } from '../../db/schema/index.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { findAnswer, rememberAnswer, type IdempotentRequest } from './idempotency.js';
import { lockWallet, type WalletRow } from './lock-wallet.js';

/** The largest balance an integer column of cents holds, either side of zero. */
const MAX_BALANCE_CENTS = 2_147_483_647;

export interface BalanceChange {
  playerId: number;
  type: TransactionType;
  amountCents: number;
  reference: string | null;
  notes: string | null;
  /** The match charged for (payment on the spot). */
  matchId?: number | null;
  /** The back office confirmed a charge that takes the balance below zero (decision 023). */
  allowOverdraft?: boolean;
}

export interface ChangeResult {
  answer: TWalletChangeResponse;
  /** The answer was given before to the same Idempotency-Key: nothing changed now. */
  replayed: boolean;
}

/** The balance after the change, or 409 when it would leave what a balance may hold. */
export function nextBalance(wallet: WalletRow, type: TransactionType, amountCents: number): number {
  const next = applyTransaction(wallet.balanceCents, { type, amountCents });
  if (Math.abs(next) > MAX_BALANCE_CENTS) throw conflict(WALLET_TEXTS.balanceLimit);
  return next;
}

/**
 * A top-up (deposit) or a charge (withdrawal), as one transaction: lock the
 * wallet, answer a repeated Idempotency-Key with its first answer, check the
 * match and the overdraft rule, write the transaction with its running
 * total, move the balance, record a revision and keep the answer for the key.
 */
export async function changeBalance(
  tx: Tx,
  user: AuthUser,
  change: BalanceChange,
  idempotency: IdempotentRequest | null,
): Promise<ChangeResult> {
  const wallet = await lockWallet(tx, change.playerId);
  if (idempotency) {
    const earlier = await findAnswer(tx, idempotency);
    if (earlier) return { answer: earlier.body as TWalletChangeResponse, replayed: true };
  }
  if (change.matchId != null) await assertPlaysInMatch(tx, change.playerId, change.matchId);
  const balanceCents = nextBalance(wallet, change.type, change.amountCents);
  if (change.type === 'withdrawal' && balanceCents < 0 && !change.allowOverdraft)
    throw conflict(WALLET_TEXTS.insufficientBalance);

  const [transaction] = await tx
    .insert(walletTransactions)
    .values({
      walletId: wallet.id,
      type: change.type,
      status: 'completed',
      amountCents: change.amountCents,
      runningBalanceCents: balanceCents,
      reference: change.reference,
      notes: change.notes,
      matchId: change.matchId ?? null,
      createdByUserId: user.id,
      // The time it was written under the lock, not the time its transaction began: the history reads in order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: walletTransactions.id });
  if (!transaction) throw new Error('wallet transaction insert returned no row');
  await tx.update(wallets).set({ balanceCents }).where(eq(wallets.id, wallet.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'wallets',
    entityId: wallet.id,
    action: change.type === 'deposit' ? 'topped-up' : 'charged',
    oldValues: { balanceCents: wallet.balanceCents },
    newValues: {
      balanceCents,
      transactionId: transaction.id,
      amountCents: change.amountCents,
      matchId: change.matchId ?? null,
      overdraft: balanceCents < 0 && change.type === 'withdrawal',
    },
  });
  const answer: TWalletChangeResponse = {
    message: change.type === 'deposit' ? WALLET_TEXTS.toppedUp : WALLET_TEXTS.charged,
    walletId: wallet.id,
    balance: formatCredits(balanceCents),
    balanceCents,
    transactionId: transaction.id,
  };
  if (idempotency) await rememberAnswer(tx, idempotency, { statusCode: 200, body: answer });
  return { answer, replayed: false };
}

/** A charge for a match names a match the player plays in (either side, singles or doubles). */
async function assertPlaysInMatch(tx: Tx, playerId: number, matchId: number): Promise<void> {
  const [found] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.id, matchId),
        or(
          eq(matches.homePlayer1Id, playerId),
          eq(matches.homePlayer2Id, playerId),
          eq(matches.awayPlayer1Id, playerId),
          eq(matches.awayPlayer2Id, playerId),
        ),
      ),
    );
  if (!found) throw fieldError('matchId', WALLET_TEXTS.notInMatch);
}
