import { GENDER } from './gender.js';
import type { EligibilityCategory, PlayerGender, TeamGender } from './gender.js';
import { isGenderOpenToPlayer } from './is-singles-category-open.js';

/**
 * A doubles category takes a team of its own gender, or any team when its
 * gender is 3 (spec 2 §5). So two men are not a mixed team, and a man and a
 * woman are not a men's team.
 */
export function isDoublesCategoryOpenToTeam(category: EligibilityCategory, teamGender: TeamGender): boolean {
  return category.type === 'doubles' && (category.gender === teamGender || category.gender === GENDER.any);
}

/**
 * A player signing up for doubles without a teammate (the organiser pairs
 * them later) can enter their own gender's, the mixed or the any category.
 */
export function isDoublesCategoryOpenToPlayer(category: EligibilityCategory, gender: PlayerGender): boolean {
  return category.type === 'doubles' && isGenderOpenToPlayer(category, gender);
}
