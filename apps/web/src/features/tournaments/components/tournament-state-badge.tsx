import { useTranslation } from 'react-i18next';
import type { TTournamentState } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { TOURNAMENTS_NS } from '../i18n';

const TONES: Record<TTournamentState, string> = {
  draft: 'bg-surface-sunken text-ink-muted',
  'coming-soon': 'bg-clay-50 text-clay-800 dark:bg-clay-950 dark:text-clay-200',
  pending: 'bg-clay-100 text-clay-800 dark:bg-clay-900 dark:text-clay-100',
  underway: 'bg-court-100 text-court-800 dark:bg-court-900 dark:text-court-100',
  archived: 'bg-surface-sunken text-ink',
};

/** The tournament state with its Greek label (spec 2 §4). */
export function TournamentStateBadge({ state, className }: { state: TTournamentState; className?: string }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[state],
        className,
      )}
    >
      {t(`states.${state}`)}
    </span>
  );
}
