import { asc, eq, isNull, or } from 'drizzle-orm';
import type { TTournamentFormOptions } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { clubs, sponsors, tournamentHosts } from '../db/schema/index.js';
import { loadHostCategories } from './load-host-categories.js';

/** What the tournament form chooses from for one host: its categories, sponsors and clubs (its own and shared ones). */
export async function loadFormOptions(
  db: DbOrTx,
  hostId: number,
  hostChoice: boolean,
): Promise<TTournamentFormOptions> {
  const hosts = hostChoice
    ? await db
        .select({ id: tournamentHosts.id, name: tournamentHosts.name })
        .from(tournamentHosts)
        .orderBy(asc(tournamentHosts.id))
    : [];
  return {
    hostId,
    hosts,
    hostCategories: await loadHostCategories(db, hostId),
    sponsors: await db
      .select({ id: sponsors.id, name: sponsors.name })
      .from(sponsors)
      .where(eq(sponsors.hostId, hostId))
      .orderBy(asc(sponsors.name)),
    clubs: await db
      .select({ id: clubs.id, name: clubs.name, address: clubs.address })
      .from(clubs)
      .where(or(isNull(clubs.hostId), eq(clubs.hostId, hostId)))
      .orderBy(asc(clubs.name)),
  };
}
