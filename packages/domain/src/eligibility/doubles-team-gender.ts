import { GENDER, isPlayerGender } from './gender.js';
import type { TeamGender } from './gender.js';

/**
 * The gender of a new doubles team (spec 2 §5): the players' gender when they
 * share it, mixed otherwise. `null` when a player's gender is unknown, which
 * the spec reports as 'Σφάλμα κατά την κατηγοριοποίηση της νέας ομάδας διπλών'.
 */
export function doublesTeamGender(first: unknown, second: unknown): TeamGender | null {
  if (!isPlayerGender(first) || !isPlayerGender(second)) return null;
  return first === second ? first : GENDER.mixed;
}
