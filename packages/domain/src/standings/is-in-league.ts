// OPEN is for every level; UNDER 2.5 for ATRP 1.5 to 2.5 by the current ATRP,
// so a re-rated player moves out of UNDER 2.5 at once (decision 006). The
// level rule itself lives in rating/ so the tables and the forms agree.
import { isUnder25Atrp } from '../rating/leagues.js';
import type { StandingsLeague, StandingsParticipation } from './standings-types.js';

/** Whether a participation is ranked in the given league's table. */
export function isInLeague(participation: Pick<StandingsParticipation, 'atrp'>, league: StandingsLeague): boolean {
  return league === 'open' || isUnder25Atrp(participation.atrp);
}
