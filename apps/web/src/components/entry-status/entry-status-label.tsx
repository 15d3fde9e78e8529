import { useTranslation } from 'react-i18next';
import type { TEntryStatus } from '@tennis/contracts';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { cx } from '../ui/cx';

/**
 * How an entrant got in, as the draws print it beside the name: "(WC)",
 * "(Q)", "(LL)"… A direct entry, or a line without an entrant, shows nothing.
 * The full name is the abbreviation's title and what a screen reader says.
 */
export function EntryStatusLabel({
  status,
  className,
}: {
  status: TEntryStatus | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation(SHARED_UI_NS);
  if (!status || status === 'direct') return null;
  return (
    <abbr
      title={t(`entryStatus.${status}`)}
      aria-label={t(`entryStatus.${status}`)}
      className={cx(
        'ml-1 text-xs font-semibold whitespace-nowrap text-clay-800 no-underline dark:text-clay-200',
        className,
      )}
    >
      ({status})
    </abbr>
  );
}
