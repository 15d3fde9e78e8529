import { asc, eq, sql } from 'drizzle-orm';
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
    participations: participationCount,
  };
}

/** A tournament's categories in their order, each with its pending and approved participations. */
export async function loadTournamentCategories(db: DbOrTx, tournamentId: number): Promise<TTournamentCategory[]> {
  const rows = await db
    .select({
      category: tournamentCategories,
      participations: sql<number>`(select count(*)::int from ${participations} p where p.tournament_category_id = ${tournamentCategories.id} and p.state in ('pending', 'approved'))`,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategories.position), asc(tournamentCategories.id));
  return rows.map((row) => presentCategory(row.category, row.participations));
}
