import { asc, eq, inArray } from 'drizzle-orm';
import type { TChampionshipScheduleForm, TSurface } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { championshipVenues, clubSurfaces, clubs, courts } from '../../db/schema/index.js';
import type { ManagedChampionship } from './load-managed-championship.js';

/** The schedule screen's choices: the championship's venues in order, each with the surfaces it offers. */
export async function loadScheduleForm(db: DbOrTx, championship: ManagedChampionship): Promise<TChampionshipScheduleForm> {
  const venues = await db
    .select({ id: clubs.id, name: clubs.name, acronym: clubs.acronym, defaultSurface: championshipVenues.defaultSurface })
    .from(championshipVenues)
    .innerJoin(clubs, eq(clubs.id, championshipVenues.clubId))
    .where(eq(championshipVenues.championshipId, championship.id))
    .orderBy(asc(championshipVenues.position), asc(clubs.name));
  const ids = venues.map((venue) => venue.id);
  const [listed, ofCourts] = ids.length
    ? await Promise.all([
        db.select({ clubId: clubSurfaces.clubId, surface: clubSurfaces.surface }).from(clubSurfaces).where(inArray(clubSurfaces.clubId, ids)),
        db.selectDistinct({ clubId: courts.clubId, surface: courts.surface }).from(courts).where(inArray(courts.clubId, ids)),
      ])
    : [[], []];
  const surfaces = new Map<number, Set<TSurface>>();
  for (const { clubId, surface } of [...listed, ...ofCourts]) {
    if (!surfaces.has(clubId)) surfaces.set(clubId, new Set());
    surfaces.get(clubId)!.add(surface);
  }
  return {
    championship: { id: championship.id, name: championship.name, type: championship.type, state: championship.state },
    venues: venues.map((venue) => ({ ...venue, surfaces: [...(surfaces.get(venue.id) ?? [])].sort() })),
  };
}
