import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { paths } from '../../../../config/paths';
import { HALL_OF_FAME_NS } from '../i18n';

type Props = { years: readonly number[]; selected: number };

/**
 * The seasons as links (`?year=`): each season has its own address to share,
 * and the browser's back button walks the seasons seen.
 */
export function YearSelector({ years, selected }: Props) {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  return (
    <nav aria-label={t('years')}>
      <ul className="flex flex-wrap gap-2">
        {years.map((year) => (
          <li key={year}>
            <Link
              to={paths.skin.listOfChampions(year)}
              aria-current={year === selected ? 'page' : undefined}
              preventScrollReset
              className={cx(
                'focus-ring inline-flex min-h-10 min-w-16 items-center justify-center rounded-control border px-3 text-sm font-semibold tabular-nums',
                year === selected
                  ? 'border-clay-600 bg-clay-600 text-white'
                  : 'border-line bg-surface text-ink hover:border-clay-400 hover:bg-clay-50 dark:hover:bg-clay-950',
              )}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
