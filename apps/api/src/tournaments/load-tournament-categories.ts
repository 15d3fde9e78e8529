import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TTournamentCategory } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { participations, tournamentCategories } from '../db/schema/index.js';

type CategoryRow = typeof tournamentCategories.$inferSelect;

export function presentCategory(row: CategoryRow, participationCount: number): TTournamentCategory {
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    hostCategoryId: row.hostCategoryId,
    name: row.name,
    abbreviation: row.abbreviation,
    type: row.type,
    gender: row.gender,
    visible: row.visible,
    initialized: row.state !== 'uninitialized',
    hasComeToAnEnd: row.state === 'concluded',
    matchFormat: row.matchFormat,
    participations: participationCount,
  };
}

/**
 * A tournament's categories in their order, each with its pending and approved participations.
 * Counted through a join: the correlated subquery this replaced named the category's id
 * unqualified inside `sql`, where it bound to the participation's own column, and every
 * category read 1.
 */
export async function loadTournamentCategories(db: DbOrTx, tournamentId: number): Promise<TTournamentCategory[]> {
  const rows = await db
    .select({
      category: tournamentCategories,
      participations: sql<number>`count(${participations.id})::int`,
    })
    .from(tournamentCategories)
    .leftJoin(
      participations,
      and(
        eq(participations.tournamentCategoryId, tournamentCategories.id),
        inArray(participations.state, ['pending', 'approved']),
      ),
    )
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .groupBy(tournamentCategories.id)
    .orderBy(asc(tournamentCategories.position), asc(tournamentCategories.id));
  return rows.map((row) => presentCategory(row.category, row.participations));
}
