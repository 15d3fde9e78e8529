import { asc } from 'drizzle-orm';
import type { TBackofficeVenue } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { clubs } from '../../db/schema/index.js';

/** Every club, by name: a championship may be played at any club, whoever's it is. */
export async function listVenueOptions(db: DbOrTx): Promise<TBackofficeVenue[]> {
  return db
    .select({ id: clubs.id, name: clubs.name, acronym: clubs.acronym })
    .from(clubs)
    .orderBy(asc(clubs.name), asc(clubs.id));
}
