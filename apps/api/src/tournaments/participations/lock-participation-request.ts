import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { participationRequests } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

export type ParticipationRequestRow = typeof participationRequests.$inferSelect;

/** The tournament's request, locked so one confirmation or rejection handles it (404 once handled or unknown). */
export async function lockParticipationRequest(
  tx: Tx,
  tournamentId: number,
  requestId: number,
): Promise<ParticipationRequestRow> {
  const [request] = await tx
    .select()
    .from(participationRequests)
    .where(and(eq(participationRequests.id, requestId), eq(participationRequests.tournamentId, tournamentId)))
    .for('update');
  if (!request) throw notFound();
  return request;
}
