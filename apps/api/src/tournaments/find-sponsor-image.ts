import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sponsors, tournamentSponsors } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';

/**
 * The stored image key of a sponsor the tournament shows (null: none uploaded); 404 when this
 * tournament does not show the sponsor. One sponsor may be linked to many tournaments, so the
 * link is looked up by both ids.
 */
export async function findSponsorImage(db: DbOrTx, tournamentId: number, sponsorId: number): Promise<string | null> {
  const [row] = await db
    .select({ imagePath: sponsors.imagePath })
    .from(sponsors)
    .innerJoin(tournamentSponsors, eq(tournamentSponsors.sponsorId, sponsors.id))
    .where(and(eq(sponsors.id, sponsorId), eq(tournamentSponsors.tournamentId, tournamentId)));
  if (!row) throw notFound();
  return row.imagePath;
}
