import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '../svg-icons/icons';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { computePageRange } from './compute-page-range';

type PageNumbersNavProps = {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
};

const pageButton =
  'focus-ring inline-flex min-h-10 min-w-10 items-center justify-center rounded-control px-2 text-sm font-medium transition-colors';
const stepButton = cx(pageButton, 'text-ink hover:bg-surface-sunken disabled:opacity-40');

/** Previous, the page numbers with gaps, next. */
export function PageNumbersNav({ page, lastPage, onPageChange }: PageNumbersNavProps) {
  const { t } = useTranslation(SHARED_UI_NS);
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={stepButton}
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
            className={stepButton}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= lastPage}
            aria-label={t('pagination.next')}
          >
            <ChevronRightIcon className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
