import { useParams } from 'react-router';
import { PlayerProfile } from '../components/player-profile';
import { PlayerNotFound } from '../components/player-not-found';
import { playerIdFrom } from '../model/player-id';

/** /players/{id}: the public profile, for everyone (spec 3 §2 players.show). */
export function PlayerPage() {
  const id = playerIdFrom(useParams().id);
  return id === null ? <PlayerNotFound /> : <PlayerProfile key={id} playerId={id} />;
}
