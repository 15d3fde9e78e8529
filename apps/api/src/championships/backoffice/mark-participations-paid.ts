import { and, eq, inArray } from 'drizzle-orm';
import { participationActionRefusal } from '@tennis/contracts';
import { withTransaction, type Db } from '../../db/client.js';
import { championshipParticipations } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';

/**
 * Marks several participations as paid at once, all or none: every row is
 * locked first, and one that is unknown, already paid or rejected refuses the
 * whole batch, so a double click never pays anything twice.
 */
export async function markParticipationsPaid(
  db: Db,
  input: { championshipId: number; participationIds: number[]; userId: number },
): Promise<number> {
  const ids = [...new Set(input.participationIds)];
  return withTransaction(db, async (tx) => {
    const rows = await tx
      .select()
      .from(championshipParticipations)
      .where(
        and(
          eq(championshipParticipations.championshipId, input.championshipId),
          inArray(championshipParticipations.id, ids),
        ),
      )
      .orderBy(championshipParticipations.id)
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    for (const row of rows) {
      const refusal = participationActionRefusal('mark-as-paid', { state: row.state, paid: row.paidAt !== null });
      if (refusal) throw conflict(refusal);
    }
    const now = new Date();
    await tx.update(championshipParticipations).set({ paidAt: now }).where(inArray(championshipParticipations.id, ids));
    for (const row of rows) {
      await recordRevision(tx, {
        userId: input.userId,
        entityType: 'championship_participations',
        entityId: row.id,
        action: 'marked-as-paid',
        oldValues: { paidAt: null },
        newValues: { paidAt: now.toISOString() },
      });
    }
    return rows.length;
  });
}
