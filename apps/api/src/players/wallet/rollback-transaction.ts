import { and, eq } from 'drizzle-orm';
import { formatCredits } from '@tennis/domain';
import { WALLET_TEXTS, type TWalletChangeResponse } from '@tennis/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { wallets, walletTransactions } from '../../db/schema/index.js';
import { UNIQUE_VIOLATION, databaseErrorOf } from '../../lib/database-error.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import type { Actor } from '../../auth/policy.js';
import { nextBalance } from './change-balance.js';
import { lockWallet } from './lock-wallet.js';
import { canOnWallet } from './wallet-access.js';

/**
 * Reverses a completed transaction with a new one in the opposite direction
 * (decision 023): the history is never edited, the reversed transaction is
 * only marked rolled back. Only its own agent may reverse it, once; a
 * rollback may take the balance below zero (a top-up already spent), since
 * it undoes a mistake rather than spending.
 */
export async function rollbackTransaction(
  tx: Tx,
  actor: Actor & { user: NonNullable<Actor['user']> },
  playerId: number,
  transactionId: number,
  /** The god user's console: the rule that only the agent reverses a transaction is lifted. */
  { anyAgent = false }: { anyAgent?: boolean } = {},
): Promise<TWalletChangeResponse> {
  const wallet = await lockWallet(tx, playerId);
  const [original] = await tx
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, transactionId), eq(walletTransactions.walletId, wallet.id)));
  if (!original) throw notFound();
  if (!anyAgent && !canOnWallet(actor, 'wallet.rollback', { agentUserId: original.createdByUserId }))
    throw new HttpError(403, WALLET_TEXTS.notOwnTransaction);
  if (original.status !== 'completed') throw conflict(WALLET_TEXTS.notCompleted);
  if (original.reversesTransactionId !== null) throw conflict(WALLET_TEXTS.rollbackOfRollback);
  if (original.rolledBackAt !== null) throw conflict(WALLET_TEXTS.alreadyRolledBack);

  const type = original.type === 'deposit' ? 'withdrawal' : 'deposit';
  const balanceCents = nextBalance(wallet, type, original.amountCents);
  const now = new Date();
  let reversal: { id: number } | undefined;
  try {
    [reversal] = await tx
      .insert(walletTransactions)
      .values({
        walletId: wallet.id,
        type,
        status: 'completed',
        amountCents: original.amountCents,
        runningBalanceCents: balanceCents,
        reference: original.reference,
        notes: `Ακύρωση της συναλλαγής #${original.id}`,
        matchId: original.matchId,
        reversesTransactionId: original.id,
        createdByUserId: actor.user.id,
        createdAt: now,
      })
      .returning({ id: walletTransactions.id });
  } catch (error) {
    if (databaseErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict(WALLET_TEXTS.alreadyRolledBack);
    throw error;
  }
  if (!reversal) throw new Error('wallet rollback insert returned no row');
  await tx.update(walletTransactions).set({ rolledBackAt: now }).where(eq(walletTransactions.id, original.id));
  await tx.update(wallets).set({ balanceCents }).where(eq(wallets.id, wallet.id));
  await recordRevision(tx, {
    userId: actor.user.id,
    entityType: 'wallets',
    entityId: wallet.id,
    action: 'rolled-back',
    oldValues: { balanceCents: wallet.balanceCents },
    newValues: { balanceCents, transactionId: reversal.id, reversesTransactionId: original.id },
  });
  return {
    message: WALLET_TEXTS.rolledBack,
    walletId: wallet.id,
    balance: formatCredits(balanceCents),
    balanceCents,
    transactionId: reversal.id,
  };
}

/** The player whose wallet holds a transaction, with what the console shows of it; null for an unknown id. */
export async function findTransactionForConsole(db: DbOrTx, transactionId: number) {
  const [row] = await db
    .select({
      id: walletTransactions.id,
      playerId: wallets.playerId,
      type: walletTransactions.type,
      status: walletTransactions.status,
      amountCents: walletTransactions.amountCents,
      rolledBackAt: walletTransactions.rolledBackAt,
      reversesTransactionId: walletTransactions.reversesTransactionId,
    })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .where(eq(walletTransactions.id, transactionId));
  return row ?? null;
}
