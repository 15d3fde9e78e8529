import { eq } from 'drizzle-orm';
import { withTransaction, type Db } from '../../db/client.js';
import { participationRequests } from '../../db/schema/index.js';
import { recordRevision } from '../../lib/record-revision.js';
import { lockParticipationRequest } from './lock-participation-request.js';

/** The back office turns a request down: it is removed, and nobody is entered. */
export async function rejectParticipationRequest(
  db: Db,
  tournamentId: number,
  requestId: number,
  rejectedByUserId: number,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const request = await lockParticipationRequest(tx, tournamentId, requestId);
    await tx.delete(participationRequests).where(eq(participationRequests.id, request.id));
    await recordRevision(tx, {
      userId: rejectedByUserId,
      entityType: 'participation_requests',
      entityId: request.id,
      action: 'rejected',
      oldValues: { guest: request.guest, teammate: request.teammate, playerId: request.playerId },
    });
  });
}
