import { sql } from 'drizzle-orm';
import { ZCategoryDrawResponse } from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { versionCheckedCache } from '../../lib/version-checked-cache.js';
import { loadCategoryDraw } from './load-category-draw.js';

// The draw of a category as everyone outside the back office sees it: the same
// answer for a guest and a signed-in player (no action is theirs to take), so
// one serialised copy per version serves them all. The version is the
// tournament's (migration 0005): any change to its matches, participations,
// seeds, groups, categories or the tournament itself moves it.

interface DrawHead {
  version: number;
}

/** 404 for a hidden category, a draft tournament or an unknown id, as the draw itself answers. */
async function readDrawHead(db: Db, categoryId: number): Promise<DrawHead> {
  const { rows } = await db.execute<{ version: number }>(sql`
    select v.version from tournament_categories c
    join tournaments t on t.id = c.tournament_id
    join tournament_public_versions v on v.tournament_id = t.id
    where c.id = ${categoryId} and c.visible and t.state <> 'draft'`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export const publicDrawCache = versionCheckedCache<number, DrawHead>({
  readHead: readDrawHead,
  build: async (db, categoryId) => ZCategoryDrawResponse.parse({ data: await loadCategoryDraw(db, categoryId, null) }),
  etag: (categoryId, head) => `"draw-${categoryId}-${head.version}"`,
});
