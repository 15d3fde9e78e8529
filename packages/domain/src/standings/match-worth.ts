// What a scheduled match is worth to each side before it is played: the
// points a win earns, whether it enters the best fifteen, and where the win
// would put the player in the OPEN and UNDER 2.5 tables and in the month's
// race. Computed by the standings rules themselves on a copy of the season
// with the win added, so the preview can never disagree with the table.
import { athensYearMonth } from './athens-year-month.js';
import { computeStandings } from './compute-standings.js';
import { raceToMonth } from './race-to-month.js';
import type { ResultsRow, StandingsLeague, StandingsMatch, StandingsParticipation } from './standings-types.js';
import { winPoints } from './win-points.js';

/** The match to preview: who meets whom, and when (Athens wall clock, as playedAt). */
export interface CandidateMatch {
  homeParticipationId: number;
  awayParticipationId: number;
  playedAt: string;
}

/** A place before and after the win; null where the player is not ranked in that table. */
export interface RankChange {
  before: number | null;
  after: number | null;
}

export interface SideWorth {
  participationId: number;
  /** The value of the win itself, from the opponent's current ATRP. */
  winValue: number;
  /** How much the player's points grow with the win (participation included). */
  pointsGained: number;
  /** The win counts among the best fifteen (otherwise it only adds secondary points). */
  entersBestFifteen: boolean;
  open: RankChange;
  /** Null when the player is not in the UNDER 2.5 league. */
  under: RankChange | null;
  /** The race of the match's month. */
  race: RankChange;
}

export interface MatchWorth {
  home: SideWorth;
  away: SideWorth;
}

const rowOf = (rows: readonly ResultsRow[], participationId: number) =>
  rows.find((row) => row.participationId === participationId);

function rankChange(before: readonly ResultsRow[], after: readonly ResultsRow[], participationId: number): RankChange {
  return { before: rowOf(before, participationId)?.rank ?? null, after: rowOf(after, participationId)?.rank ?? null };
}

function sideWorth(
  participations: readonly StandingsParticipation[],
  matches: readonly StandingsMatch[],
  candidate: CandidateMatch,
  winner: 'home' | 'away',
): SideWorth {
  const me = winner === 'home' ? candidate.homeParticipationId : candidate.awayParticipationId;
  const them = winner === 'home' ? candidate.awayParticipationId : candidate.homeParticipationId;
  const participation = participations.find((p) => p.id === me);
  const opponent = participations.find((p) => p.id === them);
  if (!participation || !opponent) throw new RangeError('both sides must be participations of the championship');
  // The id only has to differ from every real match's.
  const win: StandingsMatch = { id: -1, ...candidate, winner };
  const withWin = [...matches, win];
  const table = (league: StandingsLeague, rows: readonly StandingsMatch[]) =>
    computeStandings(participations, rows, { league });
  const { year, month } = athensYearMonth(candidate.playedAt);
  const race = (rows: readonly StandingsMatch[]) => raceToMonth(participations, rows, { year, month });
  const [openBefore, openAfter] = [table('open', matches), table('open', withWin)];
  const before = rowOf(openBefore, me)!;
  const after = rowOf(openAfter, me)!;
  const underBefore = table('under-2.5', matches);
  return {
    participationId: me,
    winValue: winPoints(opponent.atrp),
    pointsGained: after.points - before.points,
    entersBestFifteen: after.winPoints > before.winPoints,
    open: rankChange(openBefore, openAfter, me),
    under: rowOf(underBefore, me) ? rankChange(underBefore, table('under-2.5', withWin), me) : null,
    race: rankChange(race(matches), race(withWin), me),
  };
}

/** What a win is worth to each side of a Regular Season match not yet played. */
export function matchWorth(
  participations: readonly StandingsParticipation[],
  matches: readonly StandingsMatch[],
  candidate: CandidateMatch,
): MatchWorth {
  return {
    home: sideWorth(participations, matches, candidate, 'home'),
    away: sideWorth(participations, matches, candidate, 'away'),
  };
}
