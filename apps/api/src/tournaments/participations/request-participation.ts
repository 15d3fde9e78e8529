import { capacityRefusal } from '@tennis/domain';
import type { TParticipant } from '@tennis/contracts';
import type { Tx } from '../../db/client.js';
import { participationRequests } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { signUpCategories } from './enter-sign-up.js';
import { countTakenPlaces } from './taken-places.js';
import type { TournamentRow } from '../tournament-access.js';

export interface RequestedSignUp {
  /** The signed-in player's profile; null for a guest. */
  playerId: number | null;
  guest: TParticipant | null;
  teammate: TParticipant | null;
  tournamentCategoryIds: number[];
  userId: number | null;
  termsAcceptedAt: Date;
}

/**
 * Keeps a sign-up that names an existing player for the back office to
 * confirm. It takes no place, but a tournament already too full for it says
 * so now (409), as a direct sign-up would; confirming checks again under the
 * tournament's lock.
 */
export async function requestParticipation(
  tx: Tx,
  tournament: TournamentRow,
  signUp: RequestedSignUp,
): Promise<number> {
  const categories = await signUpCategories(tx, tournament.id);
  const places = signUp.tournamentCategoryIds.reduce((sum, id) => {
    const doubles = categories.find((c) => c.id === id)?.type === 'doubles';
    return sum + (doubles && signUp.teammate ? 2 : 1);
  }, 0);
  const full = capacityRefusal(tournament.maxParticipations, await countTakenPlaces(tx, tournament.id), places);
  if (full) throw conflict(full);
  const [created] = await tx
    .insert(participationRequests)
    .values({
      tournamentId: tournament.id,
      tournamentCategoryIds: signUp.tournamentCategoryIds,
      playerId: signUp.playerId,
      guest: signUp.guest,
      teammate: signUp.teammate,
      registeredByUserId: signUp.userId,
      termsAcceptedAt: signUp.termsAcceptedAt,
    })
    .returning({ id: participationRequests.id });
  await recordRevision(tx, {
    userId: signUp.userId,
    entityType: 'participation_requests',
    entityId: created!.id,
    action: 'created',
    newValues: { tournamentCategoryIds: signUp.tournamentCategoryIds, playerId: signUp.playerId },
  });
  return created!.id;
}
