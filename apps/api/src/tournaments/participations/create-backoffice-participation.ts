import { eq } from 'drizzle-orm';
import {
  validateDoublesCategorySelection,
  validateSinglesCategorySelection,
  type PlayerGender,
  type TeamGender,
} from '@tennis/domain';
import {
  REQUIRED,
  TOURNAMENT_PARTICIPATION_NOTICES as N,
  type TBackofficeParticipationRequest,
} from '@tennis/contracts';
import { withTransaction, type Db, type DbOrTx } from '../../db/client.js';
import { doublesTeams, players } from '../../db/schema/index.js';
import { HttpError, fieldError } from '../../lib/http-error.js';
import { assertSelection } from './eligibility-check.js';
import { insertParticipations, type NewEntry } from './insert-participations.js';
import { categoriesOf } from './list-participations.js';
import { findOrCreateDoublesTeam } from './doubles-teams.js';
import type { TournamentRow } from '../tournament-access.js';

async function playerGender(db: DbOrTx, playerId: number, field: string): Promise<PlayerGender> {
  const [player] = await db.select({ gender: players.gender }).from(players).where(eq(players.id, playerId));
  if (!player) throw fieldError(field, 'Μη έγκυρη επιλογή');
  return player.gender as PlayerGender;
}

/**
 * POST /api/tournaments/{id}/participations: a singles player, or a doubles
 * team (an existing one, or the two players' team made on the spot with its
 * gender), in the categories their gender allows (spec 2 §5); pending, or
 * approved at once when the draws page's quick-add asks for it.
 */
export async function createBackofficeParticipation(
  db: Db,
  tournament: TournamentRow,
  body: TBackofficeParticipationRequest,
  userId: number,
): Promise<number[]> {
  const categories = await categoriesOf(db, tournament.id);
  const selection = {
    categories: categories.map((c) => ({ ...c, gender: c.gender as 0 | 1 | 2 | 3 })),
    selectedIds: body.tournamentCategoryIds,
  };
  return withTransaction(db, async (tx) => {
    let entries: NewEntry[];
    if (body.type === 'singles') {
      if (!body.playerId) throw fieldError('playerId', REQUIRED);
      assertSelection(validateSinglesCategorySelection(selection, await playerGender(tx, body.playerId, 'playerId')));
      entries = body.tournamentCategoryIds.map((id) => ({
        tournamentCategoryId: id,
        playerId: body.playerId!,
        doublesTeamId: null,
      }));
    } else {
      let team: { id: number; player1Id: number; player2Id: number; gender: number };
      if (body.doublesTeamId) {
        const [found] = await tx.select().from(doublesTeams).where(eq(doublesTeams.id, body.doublesTeamId));
        if (!found) throw fieldError('doublesTeamId', 'Μη έγκυρη επιλογή');
        team = found;
      } else {
        if (!body.player1Id) throw fieldError('player1Id', REQUIRED);
        if (!body.player2Id) throw fieldError('player2Id', REQUIRED);
        if (body.player1Id === body.player2Id) throw new HttpError(422, N.samePlayer, { player2Id: [N.samePlayer] });
        await playerGender(tx, body.player1Id, 'player1Id');
        await playerGender(tx, body.player2Id, 'player2Id');
        team = await findOrCreateDoublesTeam(tx, body.player1Id, body.player2Id);
      }
      assertSelection(validateDoublesCategorySelection(selection, team.gender as TeamGender));
      entries = body.tournamentCategoryIds.flatMap((id) => [
        { tournamentCategoryId: id, playerId: team.player1Id, doublesTeamId: team.id },
        { tournamentCategoryId: id, playerId: team.player2Id, doublesTeamId: team.id },
      ]);
    }
    return insertParticipations(tx, tournament, entries, {
      source: 'backoffice',
      userId,
      atrp: body.atrp ?? null,
      state: body.approved ? 'approved' : 'pending',
    });
  });
}
