import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tournamentCategories } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

/**
 * The draw calls' paths name the tournament as well as the category: a
 * category of another tournament is not found under it (404), so a path never
 * changes a draw it does not name. A category never moves to another
 * tournament, so this read needs no lock; the call's transaction locks the category.
 */
export async function requireCategoryOfTournament(db: DbOrTx, tournamentId: number, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: tournamentCategories.id })
    .from(tournamentCategories)
    .where(and(eq(tournamentCategories.id, categoryId), eq(tournamentCategories.tournamentId, tournamentId)));
  if (!category) throw notFound();
}
