import { and, eq } from 'drizzle-orm';
import { PARTICIPATION_REFUSALS } from '@tennis/contracts';
import { withTransaction, type Db } from '../../db/client.js';
import { participations, tournamentCategories } from '../../db/schema/index.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';

/**
 * Approves every pending participation of one category at once. The category
 * row is locked first: a second approve-all waits, then finds nothing pending
 * and approves nothing.
 */
export async function approveAllParticipations(
  db: Db,
  input: { tournamentId: number; tournamentCategoryId: number; userId: number },
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const [category] = await tx
      .select()
      .from(tournamentCategories)
      .where(
        and(
          eq(tournamentCategories.id, input.tournamentCategoryId),
          eq(tournamentCategories.tournamentId, input.tournamentId),
        ),
      )
      .for('update');
    if (!category) throw fieldError('tournamentCategoryId', 'Μη έγκυρη επιλογή');
    if (category.state !== 'uninitialized') throw conflict(PARTICIPATION_REFUSALS.notCancellable);
    const approved = await tx
      .update(participations)
      .set({ state: 'approved' })
      .where(and(eq(participations.tournamentCategoryId, category.id), eq(participations.state, 'pending')))
      .returning({ id: participations.id });
    for (const { id } of approved) {
      await recordRevision(tx, {
        userId: input.userId,
        entityType: 'participations',
        entityId: id,
        action: 'approve',
        oldValues: { state: 'pending' },
        newValues: { state: 'approved' },
      });
    }
    return approved.length;
  });
}
