import { eq } from 'drizzle-orm';
import { withTransaction, type Db } from '../../db/client.js';
import { participationRequests, players } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { enterSignUp } from './enter-sign-up.js';
import { findOrCreatePlayer } from './find-or-create-player.js';
import { lockParticipationRequest } from './lock-participation-request.js';
import type { TournamentRow } from '../tournament-access.js';

/**
 * The back office confirms that a request's people are who their phones say:
 * the entries are written as the sign-up would have written them, checked
 * against the players' own genders and the tournament's capacity under its
 * lock (409 when full), and the request is gone.
 */
export async function confirmParticipationRequest(
  db: Db,
  tournament: TournamentRow,
  requestId: number,
  confirmedByUserId: number,
): Promise<number[]> {
  return withTransaction(db, async (tx) => {
    const request = await lockParticipationRequest(tx, tournament.id, requestId);
    const [profile] = request.playerId ? await tx.select().from(players).where(eq(players.id, request.playerId)) : [];
    if (request.playerId && !profile) throw notFound();
    const player = profile ?? (await findOrCreatePlayer(tx, request.guest!));
    const partner = request.teammate ? await findOrCreatePlayer(tx, request.teammate) : null;
    const ids = await enterSignUp(
      tx,
      tournament,
      { player, partner, tournamentCategoryIds: request.tournamentCategoryIds },
      {
        source: request.playerId ? 'player' : 'guest',
        userId: request.registeredByUserId,
        termsAcceptedAt: request.termsAcceptedAt,
      },
    );
    await tx.delete(participationRequests).where(eq(participationRequests.id, request.id));
    await recordRevision(tx, {
      userId: confirmedByUserId,
      entityType: 'participation_requests',
      entityId: request.id,
      action: 'confirmed',
      newValues: { participationIds: ids },
    });
    return ids;
  });
}
