import type { TMatch } from '@tennis/contracts';
import { cx } from '../ui/cx';

/** A side's name, bold when it won. */
export function SideName({ match, side }: { match: TMatch; side: 'home' | 'away' }) {
  const won = match.winner === (side === 'home' ? 0 : 1);
  return <span className={cx(won && 'font-semibold')}>{match[side].displayName ?? '—'}</span>;
}
