import type { ChampionshipMatchPhase } from './standings-types.js';

// How a championship match's phase is stored and sent (spec 3 §3): a number
// in the match's phase column, the regular season being the default.

export const REGULAR_SEASON_PHASE = 1024;
export const KNOCKOUT_PHASE = 1025;
export const CHAMPIONSHIP_PHASE_CODES = [REGULAR_SEASON_PHASE, KNOCKOUT_PHASE] as const;
export type ChampionshipPhaseCode = (typeof CHAMPIONSHIP_PHASE_CODES)[number];

/** The phase a stored code names; a match without one belongs to the regular season. */
export const championshipPhaseOf = (code: number | null | undefined): ChampionshipMatchPhase =>
  code === KNOCKOUT_PHASE ? 'knockout' : 'regular-season';
