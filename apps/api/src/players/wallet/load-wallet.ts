import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { matches, players, users, wallets, walletTransactions } from '../../db/schema/index.js';

export type WalletTransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

const homePlayer = alias(players, 'home_player');
const awayPlayer = alias(players, 'away_player');

/** Transactions with their agent and match, newest first (ids grow in the order they were written, under the lock). */
function selectTransactions(db: DbOrTx) {
  return db
    .select({
      id: walletTransactions.id,
      walletId: walletTransactions.walletId,
      type: walletTransactions.type,
      status: walletTransactions.status,
      amountCents: walletTransactions.amountCents,
      runningBalanceCents: walletTransactions.runningBalanceCents,
      reference: walletTransactions.reference,
      notes: walletTransactions.notes,
      matchId: walletTransactions.matchId,
      reversesTransactionId: walletTransactions.reversesTransactionId,
      rolledBackAt: walletTransactions.rolledBackAt,
      createdAt: walletTransactions.createdAt,
      agentId: walletTransactions.createdByUserId,
      agentName: users.name,
      agentSurname: users.surname,
      matchScheduledAt: matches.scheduledAt,
      matchHome: homePlayer.displayName,
      matchAway: awayPlayer.displayName,
    })
    .from(walletTransactions)
    .leftJoin(users, eq(users.id, walletTransactions.createdByUserId))
    .leftJoin(matches, eq(matches.id, walletTransactions.matchId))
    .leftJoin(homePlayer, eq(homePlayer.id, matches.homePlayer1Id))
    .leftJoin(awayPlayer, eq(awayPlayer.id, matches.awayPlayer1Id))
    .orderBy(desc(walletTransactions.id))
    .$dynamic();
}

/** The player's wallet, or null when the player has none. */
export async function findWallet(db: DbOrTx, playerId: number) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.playerId, playerId));
  return wallet ?? null;
}

/** One page of a wallet's transactions and how many there are. */
export async function loadWalletTransactions(db: DbOrTx, walletId: number, page: number, pageLength: number) {
  const [rows, [total]] = await Promise.all([
    selectTransactions(db)
      .where(eq(walletTransactions.walletId, walletId))
      .limit(pageLength)
      .offset((page - 1) * pageLength),
    db.select({ n: count() }).from(walletTransactions).where(eq(walletTransactions.walletId, walletId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every transaction that paid for a match, with the player whose wallet paid. */
export async function loadMatchTransactions(db: DbOrTx, matchId: number) {
  const rows = await selectTransactions(db).where(eq(walletTransactions.matchId, matchId));
  const owners = await db
    .select({ walletId: wallets.id, playerId: players.id, displayName: players.displayName })
    .from(wallets)
    .innerJoin(players, eq(players.id, wallets.playerId))
    .where(sql`${wallets.id} in (select wallet_id from wallet_transactions where match_id = ${matchId})`);
  const ownerOf = new Map(owners.map((o) => [o.walletId, { id: o.playerId, displayName: o.displayName }]));
  return rows.map((row) => ({ row, player: ownerOf.get(row.walletId) ?? { id: 0, displayName: '' } }));
}
