import { asc, eq } from 'drizzle-orm';
import {
  youtubeVideoId,
  type TChampionshipVideoInput,
  type TPublicChampionshipVideo,
  type TSocialLinks,
} from '@tennis/contracts';
import type { DbOrTx, Tx } from '../db/client.js';
import { championshipVideos, type championships } from '../db/schema/index.js';

// The landing page's videos and social links (spec 3 §2): stored with the
// championship, edited in its admin form, shown only when present.

type SocialColumns = Pick<typeof championships.$inferSelect, 'facebookUrl' | 'instagramUrl' | 'youtubeUrl'>;

export const socialLinksOf = (row: SocialColumns): TSocialLinks => ({
  facebook: row.facebookUrl,
  instagram: row.instagramUrl,
  youtube: row.youtubeUrl,
});

export const socialColumnsOf = (links: TSocialLinks): SocialColumns => ({
  facebookUrl: links.facebook,
  instagramUrl: links.instagram,
  youtubeUrl: links.youtube,
});

/** The videos as the admin entered them, in order (the edit form). */
export async function loadChampionshipVideos(
  db: DbOrTx,
  championshipId: number,
): Promise<{ title: string; url: string }[]> {
  return db
    .select({ title: championshipVideos.title, url: championshipVideos.url })
    .from(championshipVideos)
    .where(eq(championshipVideos.championshipId, championshipId))
    .orderBy(asc(championshipVideos.position), asc(championshipVideos.id));
}

/** The videos as the landing page embeds them: by YouTube id; a link that no longer parses is left out. */
export async function loadPublicVideos(db: DbOrTx, championshipId: number): Promise<TPublicChampionshipVideo[]> {
  return (await loadChampionshipVideos(db, championshipId)).flatMap(({ title, url }) => {
    const youtubeId = youtubeVideoId(url);
    return youtubeId ? [{ title, youtubeId }] : [];
  });
}

/** Replaces the whole list (the form sends it whole, in its order); runs inside the save's transaction. */
export async function replaceChampionshipVideos(
  tx: Tx,
  championshipId: number,
  videos: readonly TChampionshipVideoInput[],
): Promise<void> {
  await tx.delete(championshipVideos).where(eq(championshipVideos.championshipId, championshipId));
  if (videos.length === 0) return;
  await tx
    .insert(championshipVideos)
    .values(videos.map((video, position) => ({ championshipId, position, title: video.title, url: video.url })));
}
