import { asc, inArray } from 'drizzle-orm';
import type { TScheduleVenue, TSurface } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { clubSurfaces, courts } from '../db/schema/index.js';

type VenueClub = Omit<TScheduleVenue, 'surfaces'>;

type VenueCourt = NonNullable<TScheduleVenue['courts']>[number];

/**
 * The clubs as schedule venues, in the order given, each with the surfaces it
 * offers (its surface list and its courts' surfaces, the same two sources the
 * schedule check accepts, so the form never offers a surface the server
 * refuses) and its courts by name.
 */
export async function withVenueSurfaces(db: DbOrTx, clubs: readonly VenueClub[]): Promise<TScheduleVenue[]> {
  const ids = clubs.map((club) => club.id);
  const [listed, ofCourts] = ids.length
    ? await Promise.all([
        db
          .select({ clubId: clubSurfaces.clubId, surface: clubSurfaces.surface })
          .from(clubSurfaces)
          .where(inArray(clubSurfaces.clubId, ids)),
        db
          .select({ id: courts.id, clubId: courts.clubId, name: courts.name, surface: courts.surface })
          .from(courts)
          .where(inArray(courts.clubId, ids))
          .orderBy(asc(courts.name), asc(courts.id)),
      ])
    : [[], []];
  const surfaces = new Map<number, Set<TSurface>>();
  const courtsOf = new Map<number, VenueCourt[]>();
  for (const { clubId, surface } of [...listed, ...ofCourts]) {
    if (!surfaces.has(clubId)) surfaces.set(clubId, new Set());
    surfaces.get(clubId)!.add(surface);
  }
  for (const { clubId, ...court } of ofCourts) courtsOf.set(clubId, [...(courtsOf.get(clubId) ?? []), court]);
  return clubs.map((club) => ({
    ...club,
    surfaces: [...(surfaces.get(club.id) ?? [])].sort(),
    courts: courtsOf.get(club.id) ?? [],
  }));
}
