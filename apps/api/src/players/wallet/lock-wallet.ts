import { eq } from 'drizzle-orm';
import { WALLET_TEXTS } from '@tennis/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { players, wallets } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

export type WalletRow = typeof wallets.$inferSelect;

/** The player a wallet belongs to: 404 when there is none. */
export async function findWalletPlayer(
  db: DbOrTx,
  playerId: number,
): Promise<{ id: number; userId: number | null; displayName: string; email: string | null }> {
  const [player] = await db
    .select({ id: players.id, userId: players.userId, displayName: players.displayName, email: players.email })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound();
  return player;
}

/**
 * The player's wallet with its row locked to the end of the transaction.
 * Every change of a balance starts here, so two changes of one wallet run
 * one after the other and each reads the balance the other left.
 */
export async function lockWallet(tx: Tx, playerId: number): Promise<WalletRow> {
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.playerId, playerId)).for('update');
  if (!wallet) throw notFound(WALLET_TEXTS.missing);
  return wallet;
}
