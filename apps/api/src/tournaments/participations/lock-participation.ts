import { and, eq, ne } from 'drizzle-orm';
import type { TournamentParticipationFacts } from '@tennis/contracts';
import type { Tx } from '../../db/client.js';
import { participations, tournamentCategories } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

export type ParticipationRow = typeof participations.$inferSelect;
type CategoryRow = typeof tournamentCategories.$inferSelect;

export interface LockedParticipation {
  row: ParticipationRow;
  /** The other row of a doubles pair in the same category, when there is one. */
  sibling: ParticipationRow | null;
  category: CategoryRow;
}

/**
 * The participation of this tournament with its category and its pair's other
 * row, locked until the transaction ends. The category is locked first, so
 * every change in one category (seeds, approve-all) waits for the one before.
 */
export async function lockParticipation(
  tx: Tx,
  tournamentId: number,
  participationId: number,
): Promise<LockedParticipation> {
  const [found] = await tx
    .select({ categoryId: participations.tournamentCategoryId })
    .from(participations)
    .where(and(eq(participations.id, participationId), eq(participations.tournamentId, tournamentId)));
  if (!found) throw notFound();
  const [category] = await tx
    .select()
    .from(tournamentCategories)
    .where(eq(tournamentCategories.id, found.categoryId))
    .for('update');
  const [row] = await tx.select().from(participations).where(eq(participations.id, participationId)).for('update');
  if (!category || !row) throw notFound();
  const [sibling] = row.doublesTeamId
    ? await tx
        .select()
        .from(participations)
        .where(
          and(
            eq(participations.doublesTeamId, row.doublesTeamId),
            eq(participations.tournamentCategoryId, row.tournamentCategoryId),
            ne(participations.id, row.id),
          ),
        )
        .for('update')
    : [];
  return { row, sibling: sibling ?? null, category };
}

export const factsOf = ({ row, category }: LockedParticipation, hasRating: boolean): TournamentParticipationFacts => ({
  state: row.state,
  paid: row.paidAt !== null,
  isCancellable: category.state === 'uninitialized',
  hasDoublesTeam: row.doublesTeamId !== null,
  seed: row.seed,
  seedCount: category.seedCount,
  hasRating,
});
