import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_LENGTH } from '@tennis/contracts';
import { SHARED_UI_NS } from '../shared-ui-i18n';

type PageLengthSelectProps = {
  pageLength: number;
  pageLengths: readonly number[];
  onPageLengthChange: (pageLength: number) => void;
};

/** How many rows a page shows; below 640 px its label is for screen readers only. */
export function PageLengthSelect({ pageLength, pageLengths, onPageLengthChange }: PageLengthSelectProps) {
  const { t } = useTranslation(SHARED_UI_NS);
  const selectId = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={selectId} className="sr-only sm:not-sr-only">
        {t('pagination.pageLength')}
      </label>
      <select
        id={selectId}
        value={pageLength}
        onChange={(e) => onPageLengthChange(Number(e.target.value) || DEFAULT_PAGE_LENGTH)}
        className="focus-ring min-h-10 rounded-control border border-line bg-surface px-2 text-sm text-ink"
      >
        {pageLengths.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </span>
  );
}
