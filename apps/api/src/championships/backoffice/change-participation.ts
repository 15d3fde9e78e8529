import { and, eq } from 'drizzle-orm';
import {
  participationActionRefusal,
  type TChampionshipParticipationStatus,
  type TParticipationAction,
} from '@tennis/contracts';
import { withTransaction, type Db, type Tx } from '../../db/client.js';
import { championshipParticipations } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { rebuildStandings } from '../standings/update-standings.js';

type ParticipationRow = typeof championshipParticipations.$inferSelect;

export type ParticipationChange =
  | { action: 'approve'; atrp: number }
  | { action: 'reject' }
  | { action: 'reset' }
  | { action: 'mark-as-paid' }
  | { action: 'cancel-payment' }
  | { action: 'update-status'; status: TChampionshipParticipationStatus };

const REVISION_ACTIONS: Record<TParticipationAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  reset: 'reset',
  'mark-as-paid': 'marked-as-paid',
  'cancel-payment': 'payment-cancelled',
  'update-status': 'status-updated',
};

/** The participation of this championship, locked until the transaction ends: a second request waits and then sees the first's result. */
async function lockParticipation(tx: Tx, championshipId: number, participationId: number): Promise<ParticipationRow> {
  const [row] = await tx
    .select()
    .from(championshipParticipations)
    .where(
      and(
        eq(championshipParticipations.id, participationId),
        eq(championshipParticipations.championshipId, championshipId),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

function changesOf(change: ParticipationChange, now: Date): Partial<typeof championshipParticipations.$inferInsert> {
  switch (change.action) {
    case 'approve':
      return { state: 'approved', atrp: change.atrp };
    case 'reject':
      return { state: 'rejected' };
    case 'reset':
      return { state: 'pending' };
    case 'mark-as-paid':
      return { paidAt: now };
    case 'cancel-payment':
      return { paidAt: null };
    case 'update-status':
      return { status: change.status };
  }
}

/** Whether the change moves the tables: who is approved, their ATRP (win points, UNDER 2.5) and their status (OFF at the bottom). */
const movesStandings = (change: ParticipationChange, before: ParticipationRow) =>
  change.action === 'approve' ||
  change.action === 'update-status' ||
  (change.action === 'reset' && before.state === 'approved');

const snapshot = (row: ParticipationRow) => ({
  state: row.state,
  atrp: row.atrp,
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
});

/**
 * One participation action (spec 3 §4) in one transaction: lock, check the
 * move is legal in the present state (409 otherwise), change, write the
 * revision, and rebuild the standings when the change moves them.
 */
export async function changeParticipation(
  db: Db,
  input: { championshipId: number; participationId: number; userId: number; change: ParticipationChange },
): Promise<void> {
  const { championshipId, participationId, userId, change } = input;
  await withTransaction(db, async (tx) => {
    const before = await lockParticipation(tx, championshipId, participationId);
    const refusal = participationActionRefusal(change.action, { state: before.state, paid: before.paidAt !== null });
    if (refusal) throw conflict(refusal);
    if (change.action === 'update-status' && change.status === before.status)
      throw conflict('Η συμμετοχή έχει ήδη αυτή την κατάσταση');
    const [after] = await tx
      .update(championshipParticipations)
      .set(changesOf(change, new Date()))
      .where(eq(championshipParticipations.id, participationId))
      .returning();
    await recordRevision(tx, {
      userId,
      entityType: 'championship_participations',
      entityId: participationId,
      action: REVISION_ACTIONS[change.action],
      oldValues: snapshot(before),
      newValues: snapshot(after!),
    });
    if (movesStandings(change, before)) await rebuildStandings(tx, championshipId);
  });
}
