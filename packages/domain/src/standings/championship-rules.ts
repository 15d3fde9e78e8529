// The numbers of the championship's rules text, named once so code and tests
// read the rule instead of a bare 15 or 50 (decision 006).

/** Points a player earns for each match played, up to the participation cap. */
export const PARTICIPATION_POINTS_PER_MATCH = 50;

/** Only the first 15 matches earn participation points. */
export const PARTICIPATION_MATCH_CAP = 15;

/** Only a player's best 15 results count. */
export const COUNTED_RESULTS = 15;

/** Regular Season matches a participation needs to enter the knockouts. */
export const KNOCKOUT_MIN_REGULAR_SEASON_MATCHES = 15;

/** The highest ATRP of the UNDER 2.5 league (its lowest is the lowest ATRP, 1.5). */
export const UNDER_2_5_MAX_ATRP = 2.5;
