import { eq } from 'drizzle-orm';
import { DRAW_NOTICES } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { tournamentCategories, tournaments } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { assertManagesHost } from '../../auth/backoffice-policy.js';

export type CategoryRow = typeof tournamentCategories.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;

export interface LockedCategory {
  category: CategoryRow;
  tournament: TournamentRow;
}

/**
 * Reads the category with a row lock held to the end of the transaction: two
 * back-office users changing the same draw at once run one after the other,
 * and the second sees the first one's draw (so initialising twice gives one
 * draw and one 409). Then checks that the user runs the tournament's host.
 */
export async function lockCategory(tx: Tx, categoryId: number, user: AuthUser): Promise<LockedCategory> {
  const [category] = await tx
    .select()
    .from(tournamentCategories)
    .where(eq(tournamentCategories.id, categoryId))
    .for('update');
  if (!category) throw notFound();
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, category.tournamentId));
  if (!tournament) throw notFound();
  assertManagesHost(user, tournament.hostId);
  if (tournament.state === 'archived') throw conflict(DRAW_NOTICES.tournamentArchived);
  return { category, tournament };
}
