import { useTranslation } from 'react-i18next';
import { PAGE_LENGTHS } from '@tennis/contracts';
import { cx } from '../ui/cx';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { PageLengthSelect } from './page-length-select';
import { PageNumbersNav } from './page-numbers-nav';

type PaginationProps = {
  page: number;
  lastPage: number;
  total: number;
  pageLength: number;
  onPageChange: (page: number) => void;
  onPageLengthChange?: (pageLength: number) => void;
  pageLengths?: readonly number[];
  className?: string;
};

/** Page numbers with one neighbour either side of the current page, and the page-length select. */
export function Pagination({
  page,
  lastPage,
  total,
  pageLength,
  onPageChange,
  onPageLengthChange,
  pageLengths = PAGE_LENGTHS,
  className,
}: PaginationProps) {
  const { t } = useTranslation(SHARED_UI_NS);
  const from = total === 0 ? 0 : (page - 1) * pageLength + 1;
  const to = Math.min(total, page * pageLength);

  return (
    <div className={cx('flex flex-col-reverse items-center justify-between gap-3 sm:flex-row', className)}>
      <div className="flex items-center gap-3 text-sm text-ink-muted">
        <span aria-live="polite">{t('pagination.summary', { from, to, total })}</span>
        {onPageLengthChange && (
          <PageLengthSelect pageLength={pageLength} pageLengths={pageLengths} onPageLengthChange={onPageLengthChange} />
        )}
      </div>
      {lastPage > 1 && <PageNumbersNav page={page} lastPage={lastPage} onPageChange={onPageChange} />}
    </div>
  );
}
