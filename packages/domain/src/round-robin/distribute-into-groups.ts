import { drawByLot, type DrawRandom } from '../draw/draw-lot.js';

export interface GroupDistributionInput<Id extends string | number = number> {
  groupCount: number;
  groupSize: number;
  /** Seeded entrants in seed order. */
  seeded: readonly Id[];
  /** The others in priority order: when the groups are full, the last ones stay unplaced. */
  unseeded: readonly Id[];
  random?: DrawRandom;
}

/**
 * Fills the groups, ITF round-robin draw: the seeds are spread one a group in
 * a snake (seed 1 to A, 2 to B, …, then back from the last group), so no group
 * gets two strong seeds before every group has one; the unseeded entrants are
 * drawn by lot, each into the group with the fewest members (the earlier group
 * when equal), until every group has `groupSize`. Each group lists its seeds
 * first, then its drawn entrants: the order `rankGroup` falls back on.
 */
export function distributeIntoGroups<Id extends string | number>(
  input: GroupDistributionInput<Id>,
): { groups: Id[][]; unplaced: Id[] } {
  const { groupCount, groupSize, seeded, unseeded } = input;
  const capacity = groupCount * groupSize;
  const groups: Id[][] = Array.from({ length: groupCount }, () => []);
  const seeds = seeded.slice(0, capacity);
  seeds.forEach((id, i) => {
    const lap = Math.floor(i / groupCount);
    const place = i % groupCount;
    (groups[lap % 2 === 0 ? place : groupCount - 1 - place] as Id[]).push(id);
  });
  const room = capacity - seeds.length;
  for (const id of drawByLot(unseeded.slice(0, room), input.random ?? Math.random)) {
    const smallest = groups.reduce((best, group, g) => (group.length < (groups[best] as Id[]).length ? g : best), 0);
    (groups[smallest] as Id[]).push(id);
  }
  return { groups, unplaced: [...seeded.slice(capacity), ...unseeded.slice(room)] };
}
