import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DRAW_NOTICES } from '@tennis/contracts';
import { assignRandomSeeds, computeDrawSize, DRAW_MESSAGES, isCategoryInitialisable, seedCount } from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { participations, tournamentCategories } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { loadApprovedEntrants } from './approved-entrants.js';
import { lockCategory } from './lock-category.js';

// Seeds change only before the draw exists: the draw places them once.

async function lockUninitialised(tx: Tx, categoryId: number, user: AuthUser) {
  const locked = await lockCategory(tx, categoryId, user);
  if (locked.category.state !== 'uninitialized') throw conflict(DRAW_NOTICES.alreadyInitialized);
  return locked;
}

/** Confirms the seeds the back office set by hand: the category's seeds are set, as many as are seeded. */
export async function confirmCategorySeeds(tx: Tx, categoryId: number, user: AuthUser): Promise<void> {
  const { category } = await lockUninitialised(tx, categoryId, user);
  const entrants = await loadApprovedEntrants(tx, category.id);
  const seeded = entrants.filter((e) => e.seed !== null).length;
  await tx.update(tournamentCategories).set({ seedsAreSet: true, seedCount: seeded }).where(eq(tournamentCategories.id, category.id));
  await recordRevision(tx, { userId: user.id, entityType: 'tournament_categories', entityId: category.id, action: 'seeds-set', newValues: { seedCount: seeded } });
}

/** Gives seeds 1 … seedCount of the proposed draw to the best-rated entrants, by lot among equals (domain assignRandomSeeds). */
export async function assignCategoryRandomSeeds(tx: Tx, categoryId: number, user: AuthUser): Promise<void> {
  const { category } = await lockUninitialised(tx, categoryId, user);
  const entrants = await loadApprovedEntrants(tx, category.id);
  if (!isCategoryInitialisable(entrants.length)) throw conflict(DRAW_MESSAGES.notEnoughApprovedParticipations);
  const ratings = await tx
    .select({ id: participations.id, rating: participations.rating, boost: participations.ratingBoost })
    .from(participations)
    .where(inArray(participations.id, entrants.map((e) => e.participationId)));
  const seeds = assignRandomSeeds(
    ratings.map((r) => ({ id: r.id, rating: r.rating === null ? null : r.rating + r.boost })),
    seedCount(computeDrawSize(entrants.length, 0)),
  );
  await tx.update(participations).set({ seed: null }).where(and(eq(participations.tournamentCategoryId, category.id), isNotNull(participations.seed)));
  for (const { id, seed } of seeds) await tx.update(participations).set({ seed }).where(eq(participations.id, id));
  await tx.update(tournamentCategories).set({ seedsAreSet: true, seedCount: seeds.length }).where(eq(tournamentCategories.id, category.id));
  await recordRevision(tx, { userId: user.id, entityType: 'tournament_categories', entityId: category.id, action: 'random-seeds-assigned', newValues: { seeds } });
}
