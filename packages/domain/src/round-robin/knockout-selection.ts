import { ROUND_ROBIN_MESSAGES, type RoundRobinIssue } from './round-robin-messages.js';
import { isKnockoutFollowUpSize } from './validate-group-setup.js';

/**
 * The seeded places of the knockout after the groups: drawSize / 4, and at
 * least 1, so a final after the groups (draw of 2) still needs its first pick.
 */
export function knockoutSeedsRequired(drawSize: number): number {
  return Math.ceil(drawSize / 4);
}

/**
 * Checks the "proceed to knockout" picks: `selection[i]` is the entrant chosen
 * for place i + 1 (null when left empty). The first drawSize / 4 places are the
 * seeds and are mandatory (spec 2 §5); beyond that the draw must get at least
 * half its lines filled so no first-round match holds two byes, and nobody may
 * be picked twice.
 */
export function validateKnockoutSelection<Id extends string | number>(
  selection: readonly (Id | null | undefined)[],
  drawSize: number,
): RoundRobinIssue[] {
  const field = 'selectedParticipantIds';
  if (!isKnockoutFollowUpSize(drawSize)) return [{ field, message: ROUND_ROBIN_MESSAGES.knockoutSizeRequired }];
  if (selection.length > drawSize) return [{ field, message: ROUND_ROBIN_MESSAGES.selectionTooLong }];
  const seeds = selection.slice(0, knockoutSeedsRequired(drawSize));
  if (seeds.length < knockoutSeedsRequired(drawSize) || seeds.some((id) => id === null || id === undefined)) {
    return [{ field, message: ROUND_ROBIN_MESSAGES.seededSelectionRequired }];
  }
  const chosen = selection.filter((id): id is Id => id !== null && id !== undefined);
  if (new Set(chosen).size !== chosen.length) return [{ field, message: ROUND_ROBIN_MESSAGES.duplicateSelection }];
  const minimum = Math.max(2, drawSize / 2);
  if (chosen.length < minimum) return [{ field, message: ROUND_ROBIN_MESSAGES.tooFewSelections(minimum) }];
  return [];
}

/**
 * Turns a valid selection into the entrants of `buildKnockoutDraw`: the first
 * drawSize / 4 picks are the seeds in order, the other picks are unseeded.
 */
export function knockoutEntrantsFromSelection<Id extends string | number>(
  selection: readonly (Id | null | undefined)[],
  drawSize: number,
): { seeded: Id[]; unseeded: Id[] } {
  const isChosen = (id: Id | null | undefined): id is Id => id !== null && id !== undefined;
  const seedPlaces = knockoutSeedsRequired(drawSize);
  return {
    seeded: selection.slice(0, seedPlaces).filter(isChosen),
    unseeded: selection.slice(seedPlaces).filter(isChosen),
  };
}
