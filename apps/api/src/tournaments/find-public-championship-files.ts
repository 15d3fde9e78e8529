import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { championships } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';

export interface ChampionshipFiles {
  slug: string;
  posterPath: string | null;
  proclamationPath: string | null;
  logoPath: string | null;
}

/** The stored file keys of a championship the public may see: a draft's files are not found (404), like the draft. */
export async function findPublicChampionshipFiles(db: DbOrTx, championshipId: number): Promise<ChampionshipFiles> {
  const [championship] = await db
    .select({
      slug: championships.slug,
      state: championships.state,
      posterPath: championships.posterPath,
      proclamationPath: championships.proclamationPath,
      logoPath: championships.logoPath,
    })
    .from(championships)
    .where(eq(championships.id, championshipId));
  if (!championship || championship.state === 'draft') throw notFound();
  const { state: _state, ...files } = championship;
  return files;
}
