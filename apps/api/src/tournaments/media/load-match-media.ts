import { asc, eq } from 'drizzle-orm';
import type { TMatchMedia } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';
import { matches, matchMedia } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { assertManagesMatch } from './assert-manages-match.js';

/** A match's links and media in display order; a stored file is served by the media file route. */
export async function loadMatchMedia(db: DbOrTx, matchId: number): Promise<TMatchMedia> {
  const [match] = await db
    .select({ id: matches.id, liveStreamingUrl: matches.liveStreamingUrl, cloudStorageUrl: matches.cloudStorageUrl })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw notFound();
  const items = await db
    .select()
    .from(matchMedia)
    .where(eq(matchMedia.matchId, matchId))
    .orderBy(asc(matchMedia.position), asc(matchMedia.id));
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

/**
 * The media dialog's data, for the back office of the match's host only: its
 * links (a cloud storage folder may be private) are not another organiser's to read.
 */
export async function loadManagedMatchMedia(db: DbOrTx, matchId: number, user: AuthUser): Promise<TMatchMedia> {
  await assertManagesMatch(db, matchId, user);
  return loadMatchMedia(db, matchId);
}
