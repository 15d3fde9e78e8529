import { eq } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/client.js';
import { players, users } from '../db/schema/index.js';
import { recordRevision } from '../lib/record-revision.js';

/**
 * Deletes the account in one transaction: the user row, and through its
 * foreign keys the sessions, the credential and the preferences. The player
 * profile stays (matches, standings and wallets refer to it) and is only
 * unlinked (players.user_id is set null), so an admin can link it again.
 * The revision keeps no personal data.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) return;
    const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, userId));
    await recordRevision(tx, {
      userId: null,
      entityType: 'users',
      entityId: userId,
      action: 'deleted',
      oldValues: { role: account.role, playerId: player?.id ?? null },
    });
    await tx.delete(users).where(eq(users.id, userId));
  });
}
