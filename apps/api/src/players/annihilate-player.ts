import { eq } from 'drizzle-orm';
import { PLAYER_ANNIHILATION_BLOCKED } from '@tennis/contracts';
import type { Actor } from '../auth/policy.js';
import { withTransaction, type Db } from '../db/client.js';
import { players, walletTransactions, wallets } from '../db/schema/index.js';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, databaseErrorOf } from '../lib/database-error.js';
import { HttpError, conflict, notFound } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { checkPlayerAnnihilation } from './check-player-annihilation.js';
import { assertPlayerVerdict, canAdministerPlayers } from './player-access.js';

/**
 * DELETE /api/players/{id}/annihilate: removes the player and what is theirs
 * alone in one transaction, with a revision row, or answers 409 with what
 * blocks it. The player and its wallet are locked first, so a top-up or a
 * link that commits meanwhile is seen by the check; a match or participation
 * written meanwhile is caught by the restricting foreign keys (also a 409).
 * Answers the stored picture's key, for the caller to remove once committed.
 */
export async function annihilatePlayer(db: Db, actor: Actor, playerId: number): Promise<string | null> {
  try {
    return await withTransaction(db, async (tx) => {
      const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
      if (!player) throw notFound();
      assertPlayerVerdict(actor, canAdministerPlayers(actor, 'players.annihilate', player));
      const [wallet] = await tx
        .select({ id: wallets.id })
        .from(wallets)
        .where(eq(wallets.playerId, playerId))
        .for('update');
      const check = await checkPlayerAnnihilation(tx, playerId);
      if (!check) throw notFound();
      if (!check.annihilable)
        throw new HttpError(409, PLAYER_ANNIHILATION_BLOCKED, { blockers: check.blockers.map((b) => b.label) });
      if (wallet) {
        // Reversals point at the transactions they reverse: unhook them before the rows go.
        await tx
          .update(walletTransactions)
          .set({ reversesTransactionId: null })
          .where(eq(walletTransactions.walletId, wallet.id));
        await tx.delete(walletTransactions).where(eq(walletTransactions.walletId, wallet.id));
        await tx.delete(wallets).where(eq(wallets.id, wallet.id));
      }
      await tx.delete(players).where(eq(players.id, playerId));
      await recordRevision(tx, {
        userId: actor.user?.id ?? null,
        entityType: 'players',
        entityId: playerId,
        action: 'annihilated',
        oldValues: {
          name: player.name,
          surname: player.surname,
          phone: player.phone,
          email: player.email,
          deleted: check.deletions.map((d) => d.label),
        },
      });
      return player.profilePicturePath;
    });
  } catch (error) {
    const code = databaseErrorOf(error)?.code;
    if (code === RESTRICT_VIOLATION || code === FOREIGN_KEY_VIOLATION) throw conflict(PLAYER_ANNIHILATION_BLOCKED);
    throw error;
  }
}
