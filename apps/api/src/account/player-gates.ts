import { eq, isNull, and } from 'drizzle-orm';
import { NO_PLAYER_TO_CONFIRM } from '@tennis/contracts';
import { withTransaction, type Db } from '../db/client.js';
import { players, users } from '../db/schema/index.js';
import { findPotentialPlayer } from '../auth/present-current-user.js';
import { conflict } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';

/**
 * The user confirms that the player the platform found is them: the player is
 * linked to the account for good. The user row is locked and the player is
 * linked only while still unlinked, so two confirmations cannot link one
 * player to two accounts. A user already linked just records the confirmation.
 */
export async function confirmPlayerInfo(db: Db, userId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [account] = await tx
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account) throw conflict(NO_PLAYER_TO_CONFIRM);
    const [linked] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, userId));
    if (!linked) {
      const potential = await findPotentialPlayer(tx, account);
      if (!potential) throw conflict(NO_PLAYER_TO_CONFIRM);
      const [claimed] = await tx
        .update(players)
        .set({ userId })
        .where(and(eq(players.id, potential.id), isNull(players.userId)))
        .returning({ id: players.id });
      if (!claimed) throw conflict(NO_PLAYER_TO_CONFIRM);
      await recordRevision(tx, {
        userId,
        entityType: 'players',
        entityId: claimed.id,
        action: 'linked',
        oldValues: { userId: null },
        newValues: { userId },
      });
    }
    await tx
      .update(users)
      .set({ playerInfoConfirmedAt: new Date(), playerPhoneMismatchReportedAt: null })
      .where(eq(users.id, userId));
  });
}

/** The user says the player shown is not them: the profile awaits correction by the team. */
export async function reportPlayerPhoneMismatch(db: Db, userId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const reportedAt = new Date();
    await tx.update(users).set({ playerPhoneMismatchReportedAt: reportedAt }).where(eq(users.id, userId));
    await recordRevision(tx, {
      userId,
      entityType: 'users',
      entityId: userId,
      action: 'player-phone-mismatch-reported',
      newValues: { playerPhoneMismatchReportedAt: reportedAt.toISOString() },
    });
  });
}
