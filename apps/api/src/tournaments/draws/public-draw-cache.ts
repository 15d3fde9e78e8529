import { sql } from 'drizzle-orm';
import { ZCategoryDrawResponse } from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { versionCheckedCache } from '../../lib/version-checked-cache.js';
import { loadCategoryDraw } from './load-category-draw.js';

// The draw of a category as everyone outside the back office sees it: the same
// answer for a guest and a signed-in player (no action is theirs to take), so
// one serialised copy per version serves them all. The version is the
// category's (migration 0022): a change to its matches, entries, seeds,
// groups, the category or the tournament itself moves it, and a score in
// another category of the same tournament does not.

interface DrawHead {
  version: number;
}

/** 404 for a hidden category, a draft tournament or an unknown id, as the draw itself answers. */
async function readDrawHead(db: Db, categoryId: number): Promise<DrawHead> {
  const { rows } = await db.execute<{ version: number }>(sql`
    select v.version from tournament_categories c
    join tournaments t on t.id = c.tournament_id
    join category_public_versions v on v.tournament_category_id = c.id
    where c.id = ${categoryId} and c.visible and t.state <> 'draft'`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export const publicDrawCache = versionCheckedCache<number, DrawHead>({
  name: 'public-draw',
  readHead: readDrawHead,
  build: async (db, categoryId) => ZCategoryDrawResponse.parse({ data: await loadCategoryDraw(db, categoryId, null) }),
  // Named apart from the tournament-versioned ETags this route sent before 0022, which counted differently.
  etag: (categoryId, head) => `"category-draw-${categoryId}-${head.version}"`,
});
