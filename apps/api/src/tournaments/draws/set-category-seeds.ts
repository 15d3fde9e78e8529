import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { DRAW_NOTICES, seedCountOutOfRange } from '@tennis/contracts';
import {
  assignRandomSeeds,
  DRAW_MESSAGES,
  isCategoryInitialisable,
  maxCategorySeedCount,
  maxSeedCount,
} from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { participations, tournamentCategories } from '../../db/schema/index.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { loadApprovedEntrants } from './approved-entrants.js';
import { lockCategory } from './lock-category.js';

// Seeds change only before the draw exists: the draw places them once. Both
// calls need the 4 approved entrants an initialisation needs, since seeds
// only matter for the draw that follows.

async function lockSeedable(tx: Tx, categoryId: number, user: AuthUser) {
  const locked = await lockCategory(tx, categoryId, user);
  if (locked.category.state !== 'uninitialized') throw conflict(DRAW_NOTICES.alreadyInitialized);
  const entrants = await loadApprovedEntrants(tx, locked.category.id);
  if (!isCategoryInitialisable(entrants.length)) throw conflict(DRAW_MESSAGES.notEnoughApprovedParticipations);
  return { ...locked, entrants };
}

/**
 * Sets how many seeds the category has, so the back office can give seeds
 * 1 … seedCount by hand; seeds already given above the new count are taken back.
 * The format is chosen only at initialisation, so the count may go up to what
 * a round robin seeds (two a group) as well as a knockout (domain maxCategorySeedCount).
 */
export async function setCategorySeedCount(
  tx: Tx,
  categoryId: number,
  user: AuthUser,
  seedCount: number,
): Promise<void> {
  const { category, entrants } = await lockSeedable(tx, categoryId, user);
  const max = maxCategorySeedCount(entrants.length);
  if (seedCount < 1 || seedCount > max) throw fieldError('seedCount', seedCountOutOfRange(max));
  const unseeded = await tx
    .update(participations)
    .set({ seed: null })
    .where(and(eq(participations.tournamentCategoryId, category.id), gt(participations.seed, seedCount)))
    .returning({ id: participations.id });
  await tx
    .update(tournamentCategories)
    .set({ seedsAreSet: true, seedCount })
    .where(eq(tournamentCategories.id, category.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'seed-count-set',
    oldValues: { seedCount: category.seedCount, seedsAreSet: category.seedsAreSet },
    newValues: { seedCount, unseededParticipationIds: unseeded.map((row) => row.id) },
  });
}

/**
 * Gives seeds 1 … n to the best-rated entrants, by lot among equals (domain
 * assignRandomSeeds): n is the count the back office set, else the seeds of
 * the largest draw the entrants make.
 */
export async function assignCategoryRandomSeeds(tx: Tx, categoryId: number, user: AuthUser): Promise<void> {
  const { category, entrants } = await lockSeedable(tx, categoryId, user);
  const count =
    category.seedsAreSet && category.seedCount > 0
      ? Math.min(category.seedCount, maxCategorySeedCount(entrants.length))
      : maxSeedCount(entrants.length);
  const ratings = await tx
    .select({ id: participations.id, rating: participations.rating, boost: participations.ratingBoost })
    .from(participations)
    .where(
      inArray(
        participations.id,
        entrants.map((e) => e.participationId),
      ),
    );
  const seeds = assignRandomSeeds(
    ratings.map((r) => ({ id: r.id, rating: r.rating === null ? null : r.rating + r.boost })),
    count,
  );
  await tx
    .update(participations)
    .set({ seed: null })
    .where(and(eq(participations.tournamentCategoryId, category.id), isNotNull(participations.seed)));
  for (const { id, seed } of seeds) await tx.update(participations).set({ seed }).where(eq(participations.id, id));
  await tx
    .update(tournamentCategories)
    .set({ seedsAreSet: true, seedCount: seeds.length })
    .where(eq(tournamentCategories.id, category.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'random-seeds-assigned',
    newValues: { seeds },
  });
}
