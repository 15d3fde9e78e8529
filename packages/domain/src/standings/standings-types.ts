// The inputs and outputs of the standings and the race. They are this
// folder's own shapes, so the API maps its rows onto them and the rules never
// depend on how the database stores a match.

/** PLAY, INJURY/PAUSE or OFF in the ranking. */
export type ChampionshipParticipationStatus = 'play' | 'pause' | 'off';

/** One approved entry of a player in a championship. */
export interface StandingsParticipation {
  id: number;
  playerId: number;
  /** Current ATRP, 1.5 to 4.5 in steps of 0.5. */
  atrp: number;
  status: ChampionshipParticipationStatus;
}

/** Regular Season (the default) or Knockouts; stored as a phase code (championship-phase-codes.ts). */
export type ChampionshipMatchPhase = 'regular-season' | 'knockout';

/**
 * How a concluded match ended. `ret`, `def` and `walkover` name what the
 * loser did: retired, was defaulted, withdrew before the match.
 */
export type ChampionshipResultKind = 'normal' | 'ret' | 'def' | 'walkover';

/** A concluded championship match. */
export interface StandingsMatch {
  id: number;
  homeParticipationId: number;
  awayParticipationId: number;
  winner: 'home' | 'away';
  /** `YYYY-MM-DD HH:mm:ss`, Europe/Athens local time, as the API sends it. */
  playedAt: string;
  /** Defaults to the Regular Season, the default phase. */
  phase?: ChampionshipMatchPhase;
  /** Defaults to `normal`. */
  resultKind?: ChampionshipResultKind;
  /** Home side's ATRP when the match was played; the participation's current ATRP otherwise. */
  homeAtrp?: number;
  /** Away side's ATRP when the match was played; the participation's current ATRP otherwise. */
  awayAtrp?: number;
}

/** OPEN ranks every participation; UNDER 2.5 those rated 1.5 to 2.5. */
export type StandingsLeague = 'open' | 'under-2.5';

/** One row of a standings or race table. */
export interface ResultsRow {
  /** 1..n among PLAY and PAUSE rows; null for OFF rows, which sit at the bottom. */
  rank: number | null;
  participationId: number;
  playerId: number;
  atrp: number;
  status: ChampionshipParticipationStatus;
  /** participationPoints + winPoints: what the ranking orders by. */
  points: number;
  /** 50 for each of the first 15 matches played. */
  participationPoints: number;
  /** The best 15 wins' values. */
  winPoints: number;
  /** What the caps left out: later participations and wins outside the best 15. */
  secondaryPoints: number;
  /** Matches played: not walkovers, nor defaults suffered. */
  matchesPlayed: number;
  wins: number;
  /** Losses, defaults suffered included. */
  losses: number;
}

/** A row of the season's standings. */
export interface StandingsRow extends ResultsRow {
  /** At least 15 Regular Season matches played. */
  knockoutEligible: boolean;
}

/** A row of a monthly race table. */
export type RaceRow = ResultsRow;

export interface StandingsOptions {
  /** Defaults to `open`. */
  league?: StandingsLeague;
}

export interface RaceOptions extends StandingsOptions {
  year: number;
  /** 1 (January) to 12 (December). */
  month: number;
}
