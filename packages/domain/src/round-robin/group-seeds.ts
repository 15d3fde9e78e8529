import { maxSeedCount } from '../draw/seed-count.js';
import { GROUP_COUNT_LIMITS, GROUP_SIZE_LIMITS } from './validate-group-setup.js';

/** A round robin seeds at most two entrants a group (a first and a second seed of each group). */
export const SEEDS_PER_GROUP = 2;

/** The most groups the entrants can fill: groups of at least 3, at most 16 groups. */
export function maxGroupCount(primaryParticipations: number): number {
  return Math.min(GROUP_COUNT_LIMITS.max, Math.floor(primaryParticipations / GROUP_SIZE_LIMITS.min));
}

/**
 * The most seeds a category may have before it is initialised: its format is
 * chosen only then, so the bound is the larger of the knockout's (one in four
 * of the largest draw) and the round robin's (two a group, for the most groups
 * the entrants fill). Each format then uses the seeds it has room for:
 * `seedCount(drawSize)` in a knockout, `groupSeedCount(groupCount)` in groups.
 */
export function maxCategorySeedCount(primaryParticipations: number): number {
  return Math.max(maxSeedCount(primaryParticipations), SEEDS_PER_GROUP * maxGroupCount(primaryParticipations));
}

/** How many seeds the groups of a round robin take: two a group. */
export function groupSeedCount(groupCount: number): number {
  return SEEDS_PER_GROUP * groupCount;
}
