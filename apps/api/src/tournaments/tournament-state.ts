import type { TTournamentState } from '@tennis/contracts';
import { TOURNAMENT_ERRORS } from '@tennis/contracts';
import { conflict } from '../lib/http-error.js';

// The tournament's lifecycle (spec 2 §4): draft → pending → underway →
// archived, one step at a time; every state but draft may step back.
// coming-soon is an announced tournament not yet open: it publishes forward
// to pending and steps back to draft.

const NEXT: Partial<Record<TTournamentState, TTournamentState>> = {
  draft: 'pending',
  'coming-soon': 'pending',
  pending: 'underway',
  underway: 'archived',
};

const PREVIOUS: Partial<Record<TTournamentState, TTournamentState>> = {
  'coming-soon': 'draft',
  pending: 'draft',
  underway: 'pending',
  archived: 'underway',
};

export type StateMove = 'next' | 'previous';

/** The state a move leads to, or 409 when the current state allows no such move. */
export function stateAfter(state: TTournamentState, move: StateMove): TTournamentState {
  const target = (move === 'next' ? NEXT : PREVIOUS)[state];
  if (!target) throw conflict(TOURNAMENT_ERRORS.illegalMove);
  return target;
}

/**
 * Whether participations are open after a move: publishing opens them,
 * going back to draft or ending the tournament closes them, any other move
 * keeps what the organiser chose.
 */
export function participationsOpenAfter(from: TTournamentState, to: TTournamentState, open: boolean): boolean {
  if (to === 'draft' || to === 'archived') return false;
  if (from === 'draft' && to === 'pending') return true;
  return open;
}

/** Participations open or close only while neither draft nor archived. */
export function assertParticipationsToggleAllowed(state: TTournamentState): void {
  if (state === 'draft' || state === 'archived') throw conflict(TOURNAMENT_ERRORS.participationsState);
}

/** An archived tournament is read-only. */
export function assertNotArchived(state: TTournamentState): void {
  if (state === 'archived') throw conflict(TOURNAMENT_ERRORS.archived);
}

export const printWinnersAvailable = (state: TTournamentState) => state === 'underway' || state === 'archived';
