import { eq } from 'drizzle-orm';
import { participationsAreOpen, validateGuestCategorySelection, type PlayerGender } from '@tennis/domain';
import {
  REQUIRED,
  TOURNAMENT_PARTICIPATION_NOTICES as N,
  type TParticipant,
  type TSelfParticipationRequest,
} from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { withTransaction, type Db, type DbOrTx } from '../../db/client.js';
import { players } from '../../db/schema/index.js';
import { HttpError, conflict } from '../../lib/http-error.js';
import { assertSelection } from './eligibility-check.js';
import { findOrCreatePlayer, type PlayerRow } from './find-or-create-player.js';
import { findOrCreateDoublesTeam } from './doubles-teams.js';
import { insertParticipations, type NewEntry } from './insert-participations.js';
import { categoriesOf } from './list-participations.js';
import type { TournamentRow } from '../tournament-access.js';

/** The signed-in user's player profile, or null. */
export async function playerOfUser(db: DbOrTx, user: AuthUser | null): Promise<PlayerRow | null> {
  if (!user) return null;
  const [player] = await db.select().from(players).where(eq(players.userId, user.id));
  return player ?? null;
}

export const participantOf = (player: PlayerRow): TParticipant => ({
  country_calling_code: player.countryCallingCode,
  phone: player.phone ?? '',
  surname: player.surname,
  name: player.name,
  gender: player.gender as PlayerGender,
  email: player.email,
});

/**
 * POST /api/tournaments/{hostSlug}/{tournamentSlug}/participate (spec 2 §5):
 * a signed-in player enters as their profile says; a guest by their details,
 * reusing the player with the same mobile. An optional teammate makes the
 * doubles entries a team. Closed participations answer 409.
 */
export async function selfParticipate(
  db: Db,
  tournament: TournamentRow,
  user: AuthUser | null,
  body: TSelfParticipationRequest,
): Promise<number[]> {
  if (!participationsAreOpen(tournament)) throw conflict(N.closed);
  if (!body.termsAndConditionsAgreed) throw new HttpError(422, N.terms, { termsAndConditionsAgreed: [N.terms] });
  const profile = await playerOfUser(db, user);
  if (user && !profile) throw conflict(N.playerProfileRequired);
  if (!profile && !body.guest) throw new HttpError(422, REQUIRED, { guest: [REQUIRED] });
  const teammate = body.teammate ?? null;
  const gender = (profile ? profile.gender : body.guest!.gender) as PlayerGender;
  const categories = (await categoriesOf(db, tournament.id)).map((c) => ({ ...c, gender: c.gender as 0 | 1 | 2 | 3 }));
  assertSelection(
    validateGuestCategorySelection(
      { categories, selectedIds: body.tournamentCategoryIds },
      gender,
      teammate?.gender ?? null,
    ),
  );

  return withTransaction(db, async (tx) => {
    const player = profile ?? (await findOrCreatePlayer(tx, body.guest!));
    const partner = teammate ? await findOrCreatePlayer(tx, teammate) : null;
    if (partner && partner.id === player.id)
      throw new HttpError(422, N.samePlayer, { 'teammate.phone': [N.samePlayer] });
    const team = partner ? await findOrCreateDoublesTeam(tx, player.id, partner.id) : null;
    const entries: NewEntry[] = body.tournamentCategoryIds.flatMap((id): NewEntry[] => {
      const category = categories.find((c) => c.id === id)!;
      if (category.type === 'doubles' && team && partner) {
        return [
          { tournamentCategoryId: id, playerId: player.id, doublesTeamId: team.id },
          { tournamentCategoryId: id, playerId: partner.id, doublesTeamId: team.id },
        ];
      }
      return [{ tournamentCategoryId: id, playerId: player.id, doublesTeamId: null }];
    });
    return insertParticipations(tx, tournament, entries, {
      source: profile ? 'player' : 'guest',
      userId: user?.id ?? null,
      termsAcceptedAt: new Date(),
    });
  });
}
