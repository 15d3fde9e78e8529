import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { matchMedia } from '../../db/schema/index.js';

/** The stored key of a media item of this match; null when the match has no such item. */
export async function findMatchMediaKey(db: DbOrTx, matchId: number, mediaId: number): Promise<string | null> {
  const [item] = await db
    .select({ url: matchMedia.url })
    .from(matchMedia)
    .where(and(eq(matchMedia.id, mediaId), eq(matchMedia.matchId, matchId)));
  return item?.url ?? null;
}
