import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sponsors, tournamentSponsors } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';

/** The stored image key of a sponsor the tournament shows (null: none uploaded); 404 for another tournament's sponsor. */
export async function findSponsorImage(db: DbOrTx, tournamentId: number, sponsorId: number): Promise<string | null> {
  const [row] = await db
    .select({ imagePath: sponsors.imagePath, tournamentId: tournamentSponsors.tournamentId })
    .from(sponsors)
    .innerJoin(tournamentSponsors, eq(tournamentSponsors.sponsorId, sponsors.id))
    .where(eq(sponsors.id, sponsorId));
  if (!row || row.tournamentId !== tournamentId) throw notFound();
  return row.imagePath;
}
