import { asc, eq } from 'drizzle-orm';
import type { TMatchMedia } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { matches, matchMedia } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

/** A match's links and media in display order; a stored file is served by the media file route. */
export async function loadMatchMedia(db: DbOrTx, matchId: number): Promise<TMatchMedia> {
  const [match] = await db
    .select({ id: matches.id, liveStreamingUrl: matches.liveStreamingUrl, cloudStorageUrl: matches.cloudStorageUrl })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw notFound();
  const items = await db.select().from(matchMedia).where(eq(matchMedia.matchId, matchId)).orderBy(asc(matchMedia.position), asc(matchMedia.id));
  return {
    matchId,
    liveStreamingUrl: match.liveStreamingUrl,
    cloudStorageUrl: match.cloudStorageUrl,
    media: items.map((item, index) => ({
      id: item.id,
      type: item.type,
      url: `/api/matches/${matchId}/media/${item.id}/file`,
      filename: item.filename,
      sortOrder: index,
    })),
  };
}
