import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { sessionQuery } from '../../../lib/session';

/** /achievements (spec 3 §2): a signed-in player goes to their own page, everyone else to the leaders. */
export function AchievementsRedirectPage() {
  // Until the session is known a player would look like a guest, and be sent to the leaders.
  const session = useQuery(sessionQuery);
  if (session.isPending) return <Spinner />;
  const player = session.data?.user?.player;
  return <Navigate to={player ? paths.playerAchievements(player.id) : paths.achievementsLeaders()!} replace />;
}
