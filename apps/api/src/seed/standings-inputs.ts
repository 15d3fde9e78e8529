import {
  championshipPhaseOf,
  type ChampionshipPhaseCode,
  type StandingsMatch,
  type StandingsParticipation,
} from '@tennis/domain';
import { athensText } from './calendar.js';
import type { SeedChampionship } from './championships.js';
import type { PlayedMatch } from './scores.js';

/** What the standings need of a championship match (ids may be provisional). */
export interface ResultInput {
  id: number;
  homeParticipationId: number;
  awayParticipationId: number;
  scheduledAt: Date;
  phase: ChampionshipPhaseCode;
  result: PlayedMatch | null;
}

/** The approved participations as computeStandings reads them. */
export function standingsParticipations(championship: SeedChampionship): StandingsParticipation[] {
  return championship.participations.flatMap((p) =>
    p.state === 'approved' && p.atrp !== null
      ? [{ id: p.id, playerId: p.player.id, atrp: p.atrp, status: p.status }]
      : [],
  );
}

/** The concluded matches played before `until` (all when omitted), as computeStandings reads them. */
export function standingsMatches(matches: readonly ResultInput[], until?: Date): StandingsMatch[] {
  const result: StandingsMatch[] = [];
  for (const match of matches) {
    if (!match.result || (until && match.scheduledAt >= until)) continue;
    result.push({
      id: match.id,
      homeParticipationId: match.homeParticipationId,
      awayParticipationId: match.awayParticipationId,
      winner: match.result.winner,
      playedAt: athensText(match.scheduledAt),
      phase: championshipPhaseOf(match.phase),
      resultKind: match.result.resultKind,
    });
  }
  return result;
}
