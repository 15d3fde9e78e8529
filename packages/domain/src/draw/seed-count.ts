import { computeDrawSize } from './compute-draw-size.js';

/**
 * How many entries a draw seeds: one in four (spec 2 §9). A draw of 2 (a final
 * after the groups) still has its one seed, so the count never drops below 1.
 */
export function seedCount(drawSize: number): number {
  return Math.max(1, Math.floor(drawSize / 4));
}

/** The most seeds a category may have: those of the largest draw its primary participations make. */
export function maxSeedCount(primaryParticipations: number): number {
  return seedCount(computeDrawSize(primaryParticipations, 0));
}
