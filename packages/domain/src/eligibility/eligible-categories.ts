import type { CategoryId, EligibilityCategory, PlayerGender } from './gender.js';
import { isCategoryOpenToGuest } from './is-category-open-to-guest.js';

/**
 * The categories the self-participation form offers; it recomputes them when
 * the guest's or the teammate's gender changes. Nothing is offered before a
 * gender is chosen, since every category depends on it.
 */
export function eligibleCategories<C extends EligibilityCategory>(
  categories: readonly C[],
  gender: PlayerGender | null | undefined,
  teammateGender?: PlayerGender | null,
): C[] {
  if (gender === null || gender === undefined) return [];
  return categories.filter((category) => isCategoryOpenToGuest(category, gender, teammateGender));
}

/** The selections still allowed after a gender change; the others are cleared (spec 2 §5). */
export function keepEligibleSelection(
  selectedIds: readonly CategoryId[],
  categories: readonly EligibilityCategory[],
  gender: PlayerGender | null | undefined,
  teammateGender?: PlayerGender | null,
): CategoryId[] {
  const open = new Set(eligibleCategories(categories, gender, teammateGender).map((category) => category.id));
  return selectedIds.filter((id) => open.has(id));
}
