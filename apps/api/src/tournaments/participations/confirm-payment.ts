import { and, asc, eq, inArray } from 'drizzle-orm';
import { PARTICIPATION_REFUSALS } from '@tennis/contracts';
import { withTransaction, type Db } from '../../db/client.js';
import { participations, payments } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';

/**
 * Payment on the spot (POST …/confirm-payment): the chosen participations are
 * paid together as one payment of their fees, all or none. Rows are locked in
 * id order, so a second confirmation waits and then finds them paid (409).
 */
export async function confirmPayment(
  db: Db,
  input: { tournamentId: number; participationIds: number[]; userId: number },
): Promise<number> {
  const ids = [...new Set(input.participationIds)];
  return withTransaction(db, async (tx) => {
    const rows = await tx
      .select()
      .from(participations)
      .where(and(eq(participations.tournamentId, input.tournamentId), inArray(participations.id, ids)))
      .orderBy(asc(participations.id))
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    if (rows.some((row) => row.state !== 'approved' || row.paidAt !== null))
      throw conflict(PARTICIPATION_REFUSALS.notPayable);
    const now = new Date();
    const [payment] = await tx
      .insert(payments)
      .values({
        tournamentId: input.tournamentId,
        amountCents: rows.reduce((sum, row) => sum + row.feeCents, 0),
        method: 'cash',
        receivedByUserId: input.userId,
        paidAt: now,
      })
      .returning({ id: payments.id });
    await tx.update(participations).set({ paidAt: now, paymentId: payment!.id }).where(inArray(participations.id, ids));
    for (const row of rows) {
      await recordRevision(tx, {
        userId: input.userId,
        entityType: 'participations',
        entityId: row.id,
        action: 'confirm-payment',
        oldValues: { paidAt: null },
        newValues: { paidAt: now.toISOString(), paymentId: payment!.id },
      });
    }
    return rows.length;
  });
}
