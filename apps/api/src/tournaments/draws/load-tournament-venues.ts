import { asc, eq, isNull, or } from 'drizzle-orm';
import type { TScheduleVenue } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { clubs } from '../../db/schema/index.js';
import { withVenueSurfaces } from '../../matches/venue-surfaces.js';

/**
 * Where the tournament's matches may be scheduled: its host's clubs and the
 * shared ones (the tournament form's choice), each with its surfaces. The
 * tournament's own club starts on the tournament's surface (none when mixed).
 */
export async function loadTournamentVenues(
  db: DbOrTx,
  tournament: { hostId: number; clubId: number | null; surface: TScheduleVenue['defaultSurface'] },
): Promise<TScheduleVenue[]> {
  const rows = await db
    .select({ id: clubs.id, name: clubs.name, acronym: clubs.acronym })
    .from(clubs)
    .where(or(isNull(clubs.hostId), eq(clubs.hostId, tournament.hostId)))
    .orderBy(asc(clubs.name), asc(clubs.id));
  return withVenueSurfaces(
    db,
    rows.map((club) => ({ ...club, defaultSurface: club.id === tournament.clubId ? tournament.surface : null })),
  );
}
