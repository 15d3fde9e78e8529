import type { UseFormReturn } from 'react-hook-form';
import { REGULAR_SEASON_PHASE } from '@tennis/domain';
import { PairWorth } from '../../../components/match-worth/match-worth';
import type { Values } from '../model/schedule-match-values';

/**
 * Once two different players are picked for a Regular Season match: what a win
 * would give each, before the match is scheduled (a knockout earns no points).
 */
export function PairingWorth({ championshipId, form }: { championshipId: string; form: UseFormReturn<Values> }) {
  const [player1, player2, phase] = form.watch(['player1', 'player2', 'phase']);
  if (!player1 || !player2 || player1.playerId === player2.playerId) return null;
  if (phase !== String(REGULAR_SEASON_PHASE)) return null;
  return <PairWorth championshipId={championshipId} homePlayerId={player1.playerId} awayPlayerId={player2.playerId} />;
}
