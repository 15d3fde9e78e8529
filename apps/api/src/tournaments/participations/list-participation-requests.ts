import { asc, eq } from 'drizzle-orm';
import type { TParticipant, TParticipationRequest, TParticipationRequestPerson } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { participationRequests, players } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { findPlayerByPhone, type PlayerRow } from '../../players/player-by-phone.js';
import { categoriesOf } from './list-participations.js';

const knownPlayerOf = (player: PlayerRow | null) =>
  player ? { id: player.id, displayName: player.displayName, gender: player.gender } : null;

/** A person as sent, beside the player their phone belongs to today. */
async function personOf(db: DbOrTx, typed: TParticipant): Promise<TParticipationRequestPerson> {
  return {
    name: typed.name,
    surname: typed.surname,
    gender: typed.gender,
    countryCallingCode: typed.country_calling_code,
    phone: typed.phone,
    email: typed.email || null,
    knownPlayer: knownPlayerOf(await findPlayerByPhone(db, typed.country_calling_code, typed.phone)),
  };
}

const profileOf = (player: PlayerRow): TParticipationRequestPerson => ({
  name: player.name,
  surname: player.surname,
  gender: player.gender,
  countryCallingCode: player.countryCallingCode,
  phone: player.phone ?? '',
  email: player.email,
  knownPlayer: knownPlayerOf(player),
});

/** The tournament's sign-ups waiting for the back office, oldest first. */
export async function listParticipationRequests(db: DbOrTx, tournamentId: number): Promise<TParticipationRequest[]> {
  const rows = await db
    .select({ request: participationRequests, profile: players })
    .from(participationRequests)
    .leftJoin(players, eq(players.id, participationRequests.playerId))
    .where(eq(participationRequests.tournamentId, tournamentId))
    .orderBy(asc(participationRequests.createdAt), asc(participationRequests.id));
  const categoryNames = new Map((await categoriesOf(db, tournamentId)).map((c) => [c.id, c.name]));
  return Promise.all(
    rows.map(async ({ request, profile }) => ({
      id: request.id,
      byPlayer: profile !== null,
      participant: profile ? profileOf(profile) : await personOf(db, request.guest!),
      teammate: request.teammate ? await personOf(db, request.teammate) : null,
      categories: request.tournamentCategoryIds.flatMap((id) => {
        const name = categoryNames.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      createdAt: formatAthensDateTime(request.createdAt),
    })),
  );
}
