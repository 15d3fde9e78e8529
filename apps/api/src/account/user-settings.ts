import { eq, sql } from 'drizzle-orm';
import { COMMUNICATION_TOPICS, type TUpdateUserSettingsRequest, type TUserSettings } from '@tennis/contracts';
import { withTransaction, type Db, type DbOrTx } from '../db/client.js';
import { communicationPreferences, users } from '../db/schema/index.js';
import { recordRevision } from '../lib/record-revision.js';

/** The settings page's data: personal details and one channel per topic (a missing row means email). */
export async function readUserSettings(db: DbOrTx, userId: number): Promise<TUserSettings> {
  const [account] = await db
    .select({ name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new Error(`user ${userId} not found`);
  const rows = await db
    .select({ category: communicationPreferences.category, channel: communicationPreferences.channel })
    .from(communicationPreferences)
    .where(eq(communicationPreferences.userId, userId));
  const channelOf = new Map(rows.map((r) => [r.category, r.channel]));
  const preferences = Object.fromEntries(
    COMMUNICATION_TOPICS.map((t) => [t, channelOf.get(t) ?? 'email']),
  ) as TUserSettings['communicationPreferences'];
  return { personalDetails: account, communicationPreferences: preferences };
}

/** Saves the tabs sent, in one transaction; a name change leaves a revision. */
export async function updateUserSettings(
  db: Db,
  userId: number,
  input: TUpdateUserSettingsRequest,
): Promise<TUserSettings> {
  return withTransaction(db, async (tx) => {
    if (input.personalDetails) {
      const [before] = await tx
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      const after = input.personalDetails;
      if (before && (before.name !== after.name || before.surname !== after.surname)) {
        await tx.update(users).set(after).where(eq(users.id, userId));
        await recordRevision(tx, {
          userId,
          entityType: 'users',
          entityId: userId,
          action: 'updated',
          oldValues: before,
          newValues: after,
        });
      }
    }
    const preferences = input.communicationPreferences;
    if (preferences) {
      await tx
        .insert(communicationPreferences)
        .values(COMMUNICATION_TOPICS.map((category) => ({ userId, category, channel: preferences[category] })))
        .onConflictDoUpdate({
          target: [communicationPreferences.userId, communicationPreferences.category],
          set: { channel: sql`excluded.channel`, updatedAt: new Date() },
        });
    }
    return readUserSettings(tx, userId);
  });
}
