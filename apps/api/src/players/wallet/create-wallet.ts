import { eq } from 'drizzle-orm';
import { formatCredits } from '@tennis/domain';
import { WALLET_TEXTS, type TWalletChangeResponse, type TWalletCreateCheck } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { wallets } from '../../db/schema/index.js';
import { UNIQUE_VIOLATION, databaseErrorOf } from '../../lib/database-error.js';
import { conflict } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { findWalletPlayer } from './lock-wallet.js';

/** What creating the player's wallet would do (the old GET link), changing nothing. */
export async function checkWalletCreation(db: DbOrTx, playerId: number): Promise<TWalletCreateCheck> {
  const player = await findWalletPlayer(db, playerId);
  const [wallet] = await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.playerId, playerId));
  return {
    player: { id: player.id, displayName: player.displayName },
    hasWallet: wallet !== undefined,
    message: wallet
      ? WALLET_TEXTS.alreadyExists
      : `Θα δημιουργηθεί πορτοφόλι με υπόλοιπο 0,00 ATC για τον αθλητή ${player.displayName}.`,
  };
}

/** An empty wallet for the player; 409 when the player has one (the player id is unique among wallets). */
export async function createWallet(tx: Tx, user: AuthUser, playerId: number): Promise<TWalletChangeResponse> {
  await findWalletPlayer(tx, playerId);
  let created: { id: number } | undefined;
  try {
    [created] = await tx
      .insert(wallets)
      .values({ playerId, balanceCents: 0, createdByUserId: user.id })
      .onConflictDoNothing({ target: wallets.playerId })
      .returning({ id: wallets.id });
  } catch (error) {
    if (databaseErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict(WALLET_TEXTS.alreadyExists);
    throw error;
  }
  if (!created) throw conflict(WALLET_TEXTS.alreadyExists);
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'wallets',
    entityId: created.id,
    action: 'created',
    newValues: { playerId, balanceCents: 0 },
  });
  return {
    message: WALLET_TEXTS.created,
    walletId: created.id,
    balance: formatCredits(0),
    balanceCents: 0,
    transactionId: null,
  };
}
