import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { THallOfFame } from '@tennis/contracts';
import { PlusCircleIcon } from '../../../components/svg-icons/icons';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { hallOfFameQuery } from './api/hall-of-fame-api';
import { EntryDialogs, type EntryDialog } from './components/entry-dialogs';
import { SeasonChampions } from './components/season-champions';
import { YearSelector } from './components/year-selector';
import { HALL_OF_FAME_NS } from './i18n';

/** The season `?year=` names, or the newest when it names none the list has. */
function chosenSeason(hallOfFame: THallOfFame, requested: string | null) {
  const seasons = hallOfFame.years;
  return seasons.find((season) => String(season.year) === requested) ?? seasons[0];
}

function Loading() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-36 w-full rounded-card sm:h-80" />
        ))}
      </div>
    </div>
  );
}

/** {prefix}/list-of-champions: every season's champions from 2019, one season at a time (spec 3 §2). */
export function HallOfFamePage() {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  const [params] = useSearchParams();
  const hallOfFame = useQuery(hallOfFameQuery());
  const [dialog, setDialog] = useState<EntryDialog>(null);
  const data = hallOfFame.data;
  const season = data ? chosenSeason(data, params.get('year')) : undefined;
  const manage = data?.permissions.manage === true;

  return (
    <Page title={t('title')} intro={<p>{t('intro')}</p>}>
      {hallOfFame.isError ? (
        <QueryError error={hallOfFame.error} onRetry={() => hallOfFame.refetch()} />
      ) : !data || !season ? (
        <Loading />
      ) : (
        <div className="space-y-6">
          <YearSelector years={data.years.map((y) => y.year)} selected={season.year} />
          <section aria-labelledby="hall-of-fame-season" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="hall-of-fame-season" className="text-xl font-bold">
                {t('season', { from: season.year - 1, year: season.year })}
              </h2>
              {manage && (
                <Button size="sm" onClick={() => setDialog({ kind: 'add', year: season.year })}>
                  <PlusCircleIcon className="size-4" />
                  {t('manage.add')}
                </Button>
              )}
            </div>
            <SeasonChampions year={season.year} champions={season.champions} onOpen={manage ? setDialog : undefined} />
          </section>
        </div>
      )}
      <EntryDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Page>
  );
}
