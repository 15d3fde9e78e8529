import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS } from '@tennis/contracts';
import { cx } from '../ui/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '../svg-icons/icons';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { computePageRange } from './compute-page-range';

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

const pageButton =
  'focus-ring inline-flex min-h-10 min-w-10 items-center justify-center rounded-control px-2 text-sm font-medium transition-colors';

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
  const selectId = useId();
  const from = total === 0 ? 0 : (page - 1) * pageLength + 1;
  const to = Math.min(total, page * pageLength);

  return (
    <div className={cx('flex flex-col-reverse items-center justify-between gap-3 sm:flex-row', className)}>
      <div className="flex items-center gap-3 text-sm text-ink-muted">
        <span aria-live="polite">{t('pagination.summary', { from, to, total })}</span>
        {onPageLengthChange && (
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
        )}
      </div>
      {lastPage > 1 && (
        <nav aria-label={t('pagination.label')}>
          <ul className="flex items-center gap-1">
            <li>
              <button
                type="button"
                className={cx(pageButton, 'text-ink hover:bg-surface-sunken disabled:opacity-40')}
                onClick={() => onPageChange(page - 1)}
                disabled={page <= 1}
                aria-label={t('pagination.previous')}
              >
                <ChevronLeftIcon className="size-4" />
              </button>
            </li>
            {computePageRange(page, lastPage).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className={cx(
                      pageButton,
                      item === page ? 'bg-clay-600 text-white' : 'text-ink hover:bg-surface-sunken',
                    )}
                    onClick={() => onPageChange(item)}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={t('pagination.page', { page: item })}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={cx(pageButton, 'text-ink hover:bg-surface-sunken disabled:opacity-40')}
                onClick={() => onPageChange(page + 1)}
                disabled={page >= lastPage}
                aria-label={t('pagination.next')}
              >
                <ChevronRightIcon className="size-4" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
