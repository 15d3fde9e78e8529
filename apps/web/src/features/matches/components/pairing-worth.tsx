import type { UseFormReturn } from 'react-hook-form';
import { PairWorth } from '../../../components/match-worth/match-worth';
import type { Values } from '../model/schedule-match-values';

/** Once two different players are picked: what a win would give each, before the match is scheduled. */
export function PairingWorth({ championshipId, form }: { championshipId: string; form: UseFormReturn<Values> }) {
  const [player1, player2] = form.watch(['player1', 'player2']);
  if (!player1 || !player2 || player1.playerId === player2.playerId) return null;
  return <PairWorth championshipId={championshipId} homePlayerId={player1.playerId} awayPlayerId={player2.playerId} />;
}
