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
import { findPlayerByPhone, lockPlayerPhone } from '../../players/player-by-phone.js';
import { assertSelection } from './eligibility-check.js';
import { enterSignUp, signUpCategories } from './enter-sign-up.js';
import { findOrCreatePlayer, type PlayerRow } from './find-or-create-player.js';
import { requestParticipation } from './request-participation.js';
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

export type SelfParticipation = { entered: number[] } | { requested: number };

/**
 * POST /api/tournaments/{hostSlug}/{tournamentSlug}/participate (spec 2 §5):
 * a signed-in player enters as their profile says; a guest by their details.
 * An optional teammate makes the doubles entries a team. Closed
 * participations answer 409.
 *
 * Whoever types a phone that already belongs to a player (the guest's own, or
 * a teammate's other than the signed-in player) cannot prove to be that
 * person: the sign-up becomes a request that the back office confirms, and
 * nothing is entered in that player's name until then.
 */
export async function selfParticipate(
  db: Db,
  tournament: TournamentRow,
  user: AuthUser | null,
  body: TSelfParticipationRequest,
): Promise<SelfParticipation> {
  if (!participationsAreOpen(tournament)) throw conflict(N.closed);
  if (!body.termsAndConditionsAgreed) throw new HttpError(422, N.terms, { termsAndConditionsAgreed: [N.terms] });
  const profile = await playerOfUser(db, user);
  if (user && !profile) throw conflict(N.playerProfileRequired);
  if (!profile && !body.guest) throw new HttpError(422, REQUIRED, { guest: [REQUIRED] });
  const guest = profile ? null : body.guest!;
  const teammate = body.teammate ?? null;
  const categories = await signUpCategories(db, tournament.id);
  assertSelection(
    validateGuestCategorySelection(
      { categories, selectedIds: body.tournamentCategoryIds },
      (profile ? profile.gender : guest!.gender) as PlayerGender,
      teammate?.gender ?? null,
    ),
  );

  return withTransaction(db, async (tx) => {
    const known = async (person: TParticipant | null) => {
      if (!person) return null;
      await lockPlayerPhone(tx, person.country_calling_code, person.phone);
      return findPlayerByPhone(tx, person.country_calling_code, person.phone);
    };
    const knownGuest = await known(guest);
    const knownTeammate = await known(teammate);
    const context = { userId: user?.id ?? null, termsAcceptedAt: new Date() };
    if (knownGuest || (knownTeammate && knownTeammate.id !== profile?.id)) {
      const requestId = await requestParticipation(tx, tournament, {
        playerId: profile?.id ?? null,
        guest,
        teammate,
        tournamentCategoryIds: body.tournamentCategoryIds,
        ...context,
      });
      return { requested: requestId };
    }
    const player = profile ?? (await findOrCreatePlayer(tx, guest!));
    const partner = teammate ? (knownTeammate ?? (await findOrCreatePlayer(tx, teammate))) : null;
    const ids = await enterSignUp(
      tx,
      tournament,
      { player, partner, tournamentCategoryIds: body.tournamentCategoryIds },
      { source: profile ? 'player' : 'guest', ...context },
    );
    return { entered: ids };
  });
}
