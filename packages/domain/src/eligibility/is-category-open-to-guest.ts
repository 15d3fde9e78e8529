import { doublesTeamGender } from './doubles-team-gender.js';
import type { EligibilityCategory, PlayerGender } from './gender.js';
import { isDoublesCategoryOpenToPlayer, isDoublesCategoryOpenToTeam } from './is-doubles-category-open.js';
import { isSinglesCategoryOpenTo } from './is-singles-category-open.js';

/**
 * Self-participation (spec 2 §5): singles by the guest's gender; doubles by
 * the team's gender when a teammate comes along (same gender: that gender's
 * doubles; different: mixed), by the guest's own gender otherwise.
 */
export function isCategoryOpenToGuest(
  category: EligibilityCategory,
  gender: PlayerGender,
  teammateGender?: PlayerGender | null,
): boolean {
  if (category.type === 'singles') return isSinglesCategoryOpenTo(category, gender);
  const teamGender = doublesTeamGender(gender, teammateGender);
  if (teamGender === null) return isDoublesCategoryOpenToPlayer(category, gender);
  return isDoublesCategoryOpenToTeam(category, teamGender);
}
