// The standings of a championship: points, the season's table of the OPEN and
// UNDER 2.5 leagues, the monthly race and knockout eligibility (decision 006).
export {
  COUNTED_RESULTS,
  KNOCKOUT_MIN_REGULAR_SEASON_MATCHES,
  PARTICIPATION_MATCH_CAP,
  PARTICIPATION_POINTS_PER_MATCH,
  UNDER_2_5_MAX_ATRP,
} from './championship-rules.js';
export {
  CHAMPIONSHIP_PHASE_CODES,
  KNOCKOUT_PHASE,
  REGULAR_SEASON_PHASE,
  championshipPhaseOf,
  type ChampionshipPhaseCode,
} from './championship-phase-codes.js';
export { winPoints, WIN_POINTS_BY_LEVEL } from './win-points.js';
export { countChampionshipPoints, type ChampionshipPoints } from './count-championship-points.js';
export { compareResultsRows } from './rank-results-rows.js';
export { isInLeague } from './is-in-league.js';
export { isKnockoutEligible } from './is-knockout-eligible.js';
export { computeStandings } from './compute-standings.js';
export { raceToMonth } from './race-to-month.js';
export { matchWorth, type CandidateMatch, type MatchWorth, type RankChange, type SideWorth } from './match-worth.js';
export type {
  ChampionshipMatchPhase,
  ChampionshipParticipationStatus,
  ChampionshipResultKind,
  RaceOptions,
  RaceRow,
  ResultsRow,
  StandingsLeague,
  StandingsMatch,
  StandingsOptions,
  StandingsParticipation,
  StandingsRow,
} from './standings-types.js';
