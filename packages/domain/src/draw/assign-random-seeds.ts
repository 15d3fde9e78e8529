import { drawByLot, type DrawRandom } from './draw-lot.js';
import type { DrawEntrantId } from './knockout-draw.js';

export interface SeedCandidate<Id extends DrawEntrantId = number> {
  id: Id;
  /** The participation's tennis rating for the category; null or absent when it has none. */
  rating?: number | null;
}

/**
 * "Assign random seeds": seeds 1 … seedCount go to the best-rated approved
 * participations, and the lot orders those with equal ratings (those without a
 * rating come after every rated one). With no ratings at all the seeds are
 * purely drawn by lot, which is what the action's name promises.
 */
export function assignRandomSeeds<Id extends DrawEntrantId>(
  candidates: readonly SeedCandidate<Id>[],
  seedCount: number,
  random: DrawRandom = Math.random,
): { id: Id; seed: number }[] {
  const rank = (candidate: SeedCandidate<Id>): number => candidate.rating ?? Number.NEGATIVE_INFINITY;
  // The lot first, then a stable sort by rating: equal ratings keep the lot's order.
  return drawByLot(candidates, random)
    .sort((a, b) => (rank(a) === rank(b) ? 0 : rank(b) - rank(a)))
    .slice(0, Math.max(0, seedCount))
    .map((candidate, index) => ({ id: candidate.id, seed: index + 1 }));
}
