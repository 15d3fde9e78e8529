import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { participations } from '../../db/schema/index.js';

/** The participations that hold a place in the tournament: pending and approved ones (spec 2 §3 max_participations). */
export async function countTakenPlaces(db: DbOrTx, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(participations)
    .where(and(eq(participations.tournamentId, tournamentId), inArray(participations.state, ['pending', 'approved'])));
  return row?.n ?? 0;
}
