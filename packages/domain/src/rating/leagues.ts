import { isValidAtrp } from './atrp-levels.js';

/**
 * The championship's two leagues (spec 3 §1): OPEN for every level, and
 * UNDER 2.5 for ATRP 1.5 to 2.5, running in parallel.
 */
export const LEAGUES = { open: 'OPEN', under25: 'UNDER 2.5' } as const;

export type League = (typeof LEAGUES)[keyof typeof LEAGUES];

/** The UNDER 2.5 league takes ATRP 1.5, 2 and 2.5. */
export function isUnder25Atrp(atrp: number | null | undefined): boolean {
  return isValidAtrp(atrp) && atrp <= 2.5;
}

/**
 * The leagues a player's level counts in: both for 1.5 to 2.5, OPEN only
 * above. None without a level, since approval needs one.
 */
export function leaguesForAtrp(atrp: number | null | undefined): League[] {
  if (!isValidAtrp(atrp)) return [];
  return isUnder25Atrp(atrp) ? [LEAGUES.open, LEAGUES.under25] : [LEAGUES.open];
}
