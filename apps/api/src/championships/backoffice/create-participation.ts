import { eq } from 'drizzle-orm';
import { CHAMPIONSHIP_BACKOFFICE_ERRORS as ERRORS, type TCreateParticipationRequest } from '@tennis/contracts';
import { withTransaction, type Db } from '../../db/client.js';
import { championshipParticipations, players } from '../../db/schema/index.js';
import { UNIQUE_VIOLATION, databaseErrorOf } from '../../lib/database-error.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import type { ChampionshipRow } from './championship-access.js';

/**
 * The back office registers a player (pending, awaiting approval like a
 * player's own registration). A men's or women's championship takes only
 * players of its gender; a mixed one (2) takes both. The unique constraint
 * answers two simultaneous registrations of one player: the second gets 409.
 */
export async function createParticipation(
  db: Db,
  championship: ChampionshipRow,
  request: TCreateParticipationRequest,
  userId: number,
): Promise<number> {
  try {
    return await withTransaction(db, async (tx) => {
      const [player] = await tx
        .select({ id: players.id, gender: players.gender })
        .from(players)
        .where(eq(players.id, request.playerId));
      if (!player) throw fieldError('playerId', ERRORS.unknownPlayer);
      if (championship.gender !== 2 && player.gender !== championship.gender)
        throw fieldError('playerId', ERRORS.wrongGender);
      const [created] = await tx
        .insert(championshipParticipations)
        .values({
          championshipId: championship.id,
          playerId: player.id,
          atrp: request.atrp ?? null,
          preferredSurface: request.preferredSurface ?? null,
          registrationNotes: request.registrationNotes || null,
          registeredByUserId: userId,
        })
        .onConflictDoNothing()
        .returning({ id: championshipParticipations.id });
      if (!created) throw conflict(ERRORS.duplicate);
      await recordRevision(tx, {
        userId,
        entityType: 'championship_participations',
        entityId: created.id,
        action: 'created',
        newValues: { championshipId: championship.id, playerId: player.id, state: 'pending' },
      });
      return created.id;
    });
  } catch (error) {
    if (databaseErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict(ERRORS.duplicate);
    throw error;
  }
}
