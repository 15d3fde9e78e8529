import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';
import { useLiveUpdates } from '../../../lib/use-live-updates';

/**
 * A published tournament's draws and order of play follow its event stream:
 * one version covers both (decision 032), so every match query of the page and
 * the tournament itself (its categories) are refetched on a change.
 */
export const useTournamentLiveUpdates = (tournamentId: number | undefined) =>
  useLiveUpdates(tournamentId === undefined ? null : `/api/tournaments/${tournamentId}/live`, [
    MATCHES_KEY,
    ['tournaments', 'draws-of'],
  ]);
