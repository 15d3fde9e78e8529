import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { hallOfFameQuery } from './api/hall-of-fame-api';
import { SeasonChampions } from './components/season-champions';
import { HALL_OF_FAME_NS } from './i18n';

/** The season the page tells (spec 3 §2: the knockouts and finals of 2024). */
const YEAR = 2024;
const PHASES = ['regular', 'knockouts', 'finals'] as const;
const FORMAT = ['qualified', 'groups', 'semis', 'final'] as const;

const linkClasses = 'focus-ring font-semibold text-clay-700 underline underline-offset-2 dark:text-clay-300';

/** The season's champions, as the Hall of Fame holds them: no name is written into the page itself. */
function Champions() {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  const hallOfFame = useQuery(hallOfFameQuery());
  if (hallOfFame.isError) return <QueryError error={hallOfFame.error} onRetry={() => hallOfFame.refetch()} />;
  if (!hallOfFame.data) return <Skeleton className="h-36 w-full rounded-card sm:h-80" />;
  const champions = hallOfFame.data.years.find((season) => season.year === YEAR)?.champions ?? [];
  if (champions.length === 0) return <p className="text-ink-muted">{t('finals2024.noChampions')}</p>;
  return <SeasonChampions year={YEAR} champions={champions} />;
}

/** {prefix}/knockouts-finals/2024: how the 2024 knockouts and finals ran, and who won them. */
export function KnockoutsFinals2024Page() {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  return (
    <Page title={t('finals2024.title')} intro={<p>{t('finals2024.intro')}</p>}>
      <div className="space-y-10">
        <section aria-labelledby="finals-2024-phases" className="space-y-4">
          <h2 id="finals-2024-phases" className="text-xl font-bold">
            {t('finals2024.phasesTitle')}
          </h2>
          <ol className="grid gap-4 md:grid-cols-3">
            {PHASES.map((phase, index) => (
              <li key={phase} className="rounded-card border border-line bg-surface p-5 shadow-sm">
                <p className="text-sm font-semibold text-clay-700 dark:text-clay-300">{index + 1}</p>
                <h3 className="mt-1 text-lg font-bold">{t(`finals2024.${phase}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`finals2024.${phase}.body`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="finals-2024-format" className="space-y-4">
          <h2 id="finals-2024-format" className="text-xl font-bold">
            {t('finals2024.formatTitle')}
          </h2>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {FORMAT.map((step, index) => (
              <li
                key={step}
                className="flex items-center gap-3 rounded-card border border-court-200 bg-court-50 p-4 text-court-900 dark:border-court-800 dark:bg-court-950 dark:text-court-100"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-court-600 font-bold text-white">
                  {index + 1}
                </span>
                <span className="font-medium">{t(`finals2024.format.${step}`)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="finals-2024-champions" className="space-y-4">
          <h2 id="finals-2024-champions" className="text-xl font-bold">
            {t('finals2024.championsTitle')}
          </h2>
          <Champions />
          <p>
            <Link to={paths.skin.listOfChampions(YEAR)} className={linkClasses}>
              {t('finals2024.hallOfFameLink')}
            </Link>
          </p>
        </section>
      </div>
    </Page>
  );
}
