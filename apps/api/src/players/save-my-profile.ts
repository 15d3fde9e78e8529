import { eq } from 'drizzle-orm';
import { DEFAULT_CALLING_CODE, type TPlayerProfileRequest } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { withTransaction, type Db, type DbOrTx } from '../db/client.js';
import { players, users } from '../db/schema/index.js';
import { recordRevision } from '../lib/record-revision.js';

type PlayerRow = typeof players.$inferSelect;

/** The player profile linked to this user, or null. */
export async function findMyPlayer(db: DbOrTx, userId: number): Promise<PlayerRow | null> {
  const [player] = await db.select().from(players).where(eq(players.userId, userId));
  return player ?? null;
}

const snapshotOf = (player: PlayerRow) => ({
  name: player.name,
  surname: player.surname,
  gender: player.gender,
  phone: player.phone,
  strongHand: player.strongHand,
  backhandType: player.backhandType,
  styleOfPlay: player.styleOfPlay,
});

/**
 * POST /api/my-profile: creates the user's player profile, or completes the
 * one they have (one player per user). The user row is locked first, so two
 * submissions in a row update one player instead of racing to create two.
 */
export async function saveMyProfile(db: Db, user: AuthUser, input: TPlayerProfileRequest): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const existing = await findMyPlayer(tx, user.id);
    const values = {
      name: input.name,
      surname: input.surname,
      displayName: `${input.name} ${input.surname}`,
      gender: input.gender,
      phone: input.phone,
      strongHand: input.strongHand,
      backhandType: input.backhandType,
      styleOfPlay: input.styleOfPlay,
    };
    if (existing) {
      const [updated] = await tx.update(players).set(values).where(eq(players.id, existing.id)).returning();
      if (!updated) throw new Error(`player ${existing.id} vanished while saving it`);
      await recordRevision(tx, {
        userId: user.id,
        entityType: 'players',
        entityId: existing.id,
        action: 'updated',
        oldValues: snapshotOf(existing),
        newValues: snapshotOf(updated),
      });
      return;
    }
    const [created] = await tx
      .insert(players)
      .values({ ...values, userId: user.id, email: user.email, countryCallingCode: DEFAULT_CALLING_CODE })
      .returning();
    if (!created) throw new Error('player insert returned no row');
    await recordRevision(tx, {
      userId: user.id,
      entityType: 'players',
      entityId: created.id,
      action: 'created',
      newValues: snapshotOf(created),
    });
  });
}
