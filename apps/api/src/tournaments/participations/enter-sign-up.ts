import { validateGuestCategorySelection, type PlayerGender } from '@tennis/domain';
import { TOURNAMENT_PARTICIPATION_NOTICES as N } from '@tennis/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { findOrCreateDoublesTeam } from './doubles-teams.js';
import { assertSelection } from './eligibility-check.js';
import { insertParticipations, type EntryContext, type NewEntry } from './insert-participations.js';
import type { PlayerRow } from './find-or-create-player.js';
import { categoriesOf } from './list-participations.js';
import type { TournamentRow } from '../tournament-access.js';

/** The tournament's categories as the eligibility rules read them. */
export async function signUpCategories(db: DbOrTx, tournamentId: number) {
  return (await categoriesOf(db, tournamentId)).map((c) => ({ ...c, gender: c.gender as 0 | 1 | 2 | 3 }));
}

/**
 * Writes the entries of a self sign-up for these players: the player alone in
 * singles, the pair as a team in doubles. The categories are checked against
 * the players' own genders, and the tournament's capacity under its lock
 * (insertParticipations). Used at once for a sign-up of new people or of the
 * signed-in player, and when the back office confirms a request.
 */
export async function enterSignUp(
  tx: Tx,
  tournament: TournamentRow,
  signUp: { player: PlayerRow; partner: PlayerRow | null; tournamentCategoryIds: number[] },
  context: EntryContext,
): Promise<number[]> {
  const { player, partner } = signUp;
  if (partner && partner.id === player.id) throw new HttpError(422, N.samePlayer, { 'teammate.phone': [N.samePlayer] });
  const categories = await signUpCategories(tx, tournament.id);
  assertSelection(
    validateGuestCategorySelection(
      { categories, selectedIds: signUp.tournamentCategoryIds },
      player.gender as PlayerGender,
      (partner?.gender ?? null) as PlayerGender | null,
    ),
  );
  const team = partner ? await findOrCreateDoublesTeam(tx, player.id, partner.id) : null;
  const entries = signUp.tournamentCategoryIds.flatMap((id): NewEntry[] => {
    const category = categories.find((c) => c.id === id)!;
    if (category.type === 'doubles' && team && partner) {
      return [
        { tournamentCategoryId: id, playerId: player.id, doublesTeamId: team.id },
        { tournamentCategoryId: id, playerId: partner.id, doublesTeamId: team.id },
      ];
    }
    return [{ tournamentCategoryId: id, playerId: player.id, doublesTeamId: null }];
  });
  return insertParticipations(tx, tournament, entries, context);
}
