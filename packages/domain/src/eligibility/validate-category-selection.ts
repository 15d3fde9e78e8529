import { ELIGIBILITY_MESSAGES as M } from './eligibility-messages.js';
import type { CategoryId, EligibilityCategory, PlayerGender, TeamGender } from './gender.js';
import { isCategoryOpenToGuest } from './is-category-open-to-guest.js';
import { isDoublesCategoryOpenToTeam } from './is-doubles-category-open.js';
import { isSinglesCategoryOpenTo } from './is-singles-category-open.js';

/** The tournament's categories and the ids chosen among them. */
export interface CategorySelection {
  categories: readonly EligibilityCategory[];
  selectedIds: readonly CategoryId[];
}

export type SelectionResult = { ok: true } | { ok: false; errors: string[]; ineligibleIds: CategoryId[] };

/** A guest's or a player's self-participation, with or without a teammate. */
export function validateGuestCategorySelection(
  selection: CategorySelection,
  gender: PlayerGender,
  teammateGender?: PlayerGender | null,
): SelectionResult {
  return checkSelection(selection, (category) => {
    if (isCategoryOpenToGuest(category, gender, teammateGender)) return null;
    const asTeam = category.type === 'doubles' && teammateGender !== null && teammateGender !== undefined;
    return asTeam ? M.notForTeamGender : M.notForPlayerGender;
  });
}

/** A singles participation added in the back office. */
export function validateSinglesCategorySelection(selection: CategorySelection, gender: PlayerGender): SelectionResult {
  return checkSelection(selection, (category) => {
    if (category.type !== 'singles') return M.notSingles;
    return isSinglesCategoryOpenTo(category, gender) ? null : M.notForPlayerGender;
  });
}

/**
 * A doubles participation added in the back office. `teamGender` is the
 * existing team's, or `doublesTeamGender` of the two players for a new team;
 * `null` when it could not be determined.
 */
export function validateDoublesCategorySelection(
  selection: CategorySelection,
  teamGender: TeamGender | null,
): SelectionResult {
  if (teamGender === null) return { ok: false, errors: [M.teamGenderUnknown], ineligibleIds: [] };
  return checkSelection(selection, (category) => {
    if (category.type !== 'doubles') return M.notDoubles;
    return isDoublesCategoryOpenToTeam(category, teamGender) ? null : M.notForTeamGender;
  });
}

function checkSelection(
  { categories, selectedIds }: CategorySelection,
  refusal: (category: EligibilityCategory) => string | null,
): SelectionResult {
  if (selectedIds.length === 0) return { ok: false, errors: [M.noCategory], ineligibleIds: [] };
  const errors = new Set<string>();
  const ineligibleIds: CategoryId[] = [];
  for (const id of selectedIds) {
    const category = categories.find((candidate) => candidate.id === id);
    const message = category ? refusal(category) : M.unknownCategory;
    if (message) {
      errors.add(message);
      ineligibleIds.push(id);
    }
  }
  return errors.size === 0 ? { ok: true } : { ok: false, errors: [...errors], ineligibleIds };
}
