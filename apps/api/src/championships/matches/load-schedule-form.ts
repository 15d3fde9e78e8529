import { asc, eq } from 'drizzle-orm';
import type { TChampionshipScheduleForm } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { championshipVenues, clubs } from '../../db/schema/index.js';
import { withVenueSurfaces } from '../../matches/venue-surfaces.js';
import type { ManagedChampionship } from './load-managed-championship.js';

/** The schedule screen's choices: the championship's venues in order, each with the surfaces it offers. */
export async function loadScheduleForm(
  db: DbOrTx,
  championship: ManagedChampionship,
): Promise<TChampionshipScheduleForm> {
  const venues = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      acronym: clubs.acronym,
      defaultSurface: championshipVenues.defaultSurface,
    })
    .from(championshipVenues)
    .innerJoin(clubs, eq(clubs.id, championshipVenues.clubId))
    .where(eq(championshipVenues.championshipId, championship.id))
    .orderBy(asc(championshipVenues.position), asc(clubs.name));
  return {
    championship: { id: championship.id, name: championship.name, type: championship.type, state: championship.state },
    venues: await withVenueSurfaces(db, venues),
  };
}
