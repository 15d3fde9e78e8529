import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { AvailabilityView } from '../components/availability-view';
import { idFrom } from '../model/id-from';

/** /players/availability/me?championshipId=: the signed-in player's own week (the guard asks for a player profile). */
export function MyAvailabilityPage() {
  const player = useCurrentUser()?.player ?? null;
  const championshipId = idFrom(useSearchParams()[0].get('championshipId') ?? undefined);
  if (player === null) return null;
  return <AvailabilityView key={player.id} playerId={player.id} championshipId={championshipId} mine />;
}
