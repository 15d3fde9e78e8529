import type { TMatch } from '@tennis/contracts';
import { SidePlayers } from '../player-link/player-link';
import { cx } from '../ui/cx';

/** A side's players, each linked to their profile, bold when the side won. */
export function SideName({ match, side }: { match: TMatch; side: 'home' | 'away' }) {
  const won = match.winner === (side === 'home' ? 0 : 1);
  return <SidePlayers side={match[side]} className={cx(won && 'font-semibold')} />;
}
