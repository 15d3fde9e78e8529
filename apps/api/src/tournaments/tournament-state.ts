import {
  canToggleParticipations,
  tournamentStateAfter,
  type TournamentState,
  type TournamentStateMove,
} from '@tennis/domain';
import { TOURNAMENT_ERRORS } from '@tennis/contracts';
import { conflict } from '../lib/http-error.js';

// The lifecycle's rules are the domain's (tournament-lifecycle.ts); these
// guards turn its refusals into the 409 the back office shows.

/** The state a move leads to, or 409 when the current state allows no such move. */
export function legalStateAfter(state: TournamentState, move: TournamentStateMove): TournamentState {
  const target = tournamentStateAfter(state, move);
  if (!target) throw conflict(TOURNAMENT_ERRORS.illegalMove);
  return target;
}

export function assertParticipationsToggleAllowed(state: TournamentState): void {
  if (!canToggleParticipations(state)) throw conflict(TOURNAMENT_ERRORS.participationsState);
}

/** An archived tournament is read-only. */
export function assertNotArchived(state: TournamentState): void {
  if (state === 'archived') throw conflict(TOURNAMENT_ERRORS.archived);
}
