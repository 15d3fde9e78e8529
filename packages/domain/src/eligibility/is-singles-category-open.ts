import { GENDER } from './gender.js';
import type { EligibilityCategory, PlayerGender } from './gender.js';

/**
 * A singles category takes a player of its own gender; a mixed one takes
 * either (spec 2 §5: category gender equals the player's or 2). Gender 3
 * means any, so it takes everyone too.
 */
export function isSinglesCategoryOpenTo(category: EligibilityCategory, gender: PlayerGender): boolean {
  return category.type === 'singles' && isGenderOpenToPlayer(category, gender);
}

export function isGenderOpenToPlayer(category: EligibilityCategory, gender: PlayerGender): boolean {
  return category.gender === gender || category.gender === GENDER.mixed || category.gender === GENDER.any;
}
