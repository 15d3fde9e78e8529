import { useTranslation } from 'react-i18next';
import type { TLogLevel } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { GOD_TOOLS_NS } from '../i18n';

const TONES: Record<TLogLevel, string> = {
  trace: 'border-line bg-surface-sunken text-ink-muted',
  debug: 'border-line bg-surface-sunken text-ink-muted',
  info: 'border-court-300 bg-court-50 text-court-900 dark:border-court-700 dark:bg-court-950 dark:text-court-100',
  warn: 'border-ball-500 bg-ball-300/30 text-ink',
  error: 'border-danger/50 bg-danger/10 text-ink',
  fatal: 'border-danger bg-danger text-white dark:text-surface-sunken',
};

/** A log line's level as a small label; a line without one (not JSON) says so. */
export function LogLevel({ level }: { level: TLogLevel | null }) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  return (
    <span
      className={cx(
        'inline-block whitespace-nowrap rounded-control border px-2 py-0.5 text-xs font-semibold',
        level ? TONES[level] : 'border-line text-ink-muted',
      )}
    >
      {t(`logViewer.levels.${level ?? 'none'}`)}
    </span>
  );
}
