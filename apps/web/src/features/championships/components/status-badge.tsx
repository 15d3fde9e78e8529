import { useTranslation } from 'react-i18next';
import type { TStandingsEntry } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { CHAMPIONSHIPS_NS } from '../i18n';

const tones: Record<TStandingsEntry['status'], string> = {
  play: 'bg-court-100 text-court-800 dark:bg-court-900 dark:text-court-100',
  pause: 'bg-ball-300 text-court-950',
  off: 'bg-surface-sunken text-ink-muted',
};

/** PLAY, INJURY-PAUSE or OFF (spec 3 §4). */
export function StatusBadge({ status }: { status: TStandingsEntry['status'] }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <span className={cx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold tracking-wide', tones[status])}>
      {t(`standings.statusLabel.${status}`)}
    </span>
  );
}
