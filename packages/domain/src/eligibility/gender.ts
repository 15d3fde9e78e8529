/** A player's gender (spec 1 §3): 0 man, 1 woman. */
export type PlayerGender = 0 | 1;

/** A doubles team's gender (spec 2 §3): 0 men, 1 women, 2 mixed. */
export type TeamGender = 0 | 1 | 2;

/** A category's gender (spec 2 §3): 0 men, 1 women, 2 mixed, 3 any (doubles). */
export type CategoryGender = 0 | 1 | 2 | 3;

export const GENDER = { men: 0, women: 1, mixed: 2, any: 3 } as const;

export type CategoryType = 'singles' | 'doubles';

export type CategoryId = number | string;

/** What eligibility needs to know of a tournament category. */
export interface EligibilityCategory {
  id: CategoryId;
  type: CategoryType;
  gender: CategoryGender;
}

export function isPlayerGender(value: unknown): value is PlayerGender {
  return value === GENDER.men || value === GENDER.women;
}
