// The rules text: the knockouts need at least 15 Regular Season matches.
// Walkovers and defaults suffered are not matches played (decision 006).
import { KNOCKOUT_MIN_REGULAR_SEASON_MATCHES } from './championship-rules.js';

/** Whether a participation with this many Regular Season matches played may enter the knockouts. */
export function isKnockoutEligible(regularSeasonMatchesPlayed: number): boolean {
  return regularSeasonMatchesPlayed >= KNOCKOUT_MIN_REGULAR_SEASON_MATCHES;
}
