// The tournament's lifecycle (spec 2 §4): draft → pending → underway →
// archived, one step at a time; every state but draft may step back.
// coming-soon is an announced tournament not yet open: it publishes forward
// to pending and steps back to draft. The API enforces these rules and the
// back office's buttons follow them, so both read them from here.

export const TOURNAMENT_STATES = ['draft', 'coming-soon', 'pending', 'underway', 'archived'] as const;
export type TournamentState = (typeof TOURNAMENT_STATES)[number];

export type TournamentStateMove = 'next' | 'previous';

const NEXT: Partial<Record<TournamentState, TournamentState>> = {
  draft: 'pending',
  'coming-soon': 'pending',
  pending: 'underway',
  underway: 'archived',
};

const PREVIOUS: Partial<Record<TournamentState, TournamentState>> = {
  'coming-soon': 'draft',
  pending: 'draft',
  underway: 'pending',
  archived: 'underway',
};

/** The state a move leads to, or null when the current state allows no such move. */
export function tournamentStateAfter(state: TournamentState, move: TournamentStateMove): TournamentState | null {
  return (move === 'next' ? NEXT : PREVIOUS)[state] ?? null;
}

export const canMoveTournament = (state: TournamentState, move: TournamentStateMove): boolean =>
  tournamentStateAfter(state, move) !== null;

/** Participations open or close only while the tournament is published and not yet archived. */
export const canToggleParticipations = (state: TournamentState): boolean => state !== 'draft' && state !== 'archived';

/** Participations are taken while the host keeps them open in a state that allows it. */
export const participationsAreOpen = (tournament: { state: TournamentState; participationsOpen: boolean }): boolean =>
  tournament.participationsOpen && canToggleParticipations(tournament.state);

/**
 * Whether participations are open after a move: publishing opens them,
 * going back to draft or ending the tournament closes them, any other move
 * keeps what the organiser chose.
 */
export function participationsOpenAfter(from: TournamentState, to: TournamentState, open: boolean): boolean {
  if (!canToggleParticipations(to)) return false;
  if (from === 'draft' && to === 'pending') return true;
  return open;
}

/** Play has begun: draws, the order of play and the winners exist from underway on, and stay once archived. */
export const hasPlayBegun = (state: TournamentState): boolean => state === 'underway' || state === 'archived';
