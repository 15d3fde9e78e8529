import type { TMatch } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';

/** The match's time of day (HH:mm), empty when it has none. */
export const timeOf = (match: TMatch) => match.scheduledAt?.slice(11, 16) ?? '';

/** A side's name, bold when it won. */
export function ScheduleSide({ match, which }: { match: TMatch; which: 'home' | 'away' }) {
  return (
    <span className={cx(match.winner === (which === 'home' ? 0 : 1) && 'font-semibold')}>
      {match[which].displayName ?? '—'}
    </span>
  );
}
