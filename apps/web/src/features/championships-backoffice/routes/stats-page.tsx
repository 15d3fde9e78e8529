import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { el } from 'date-fns/locale';
import { inputClasses } from '../../../components/ui/input-classes';
import { Skeleton } from '../../../components/ui/spinner';
import { statsQuery } from '../api/championship-backoffice-api';
import { ChampionshipPageFrame } from '../components/championship-page-frame';
import { StatsCharts } from '../components/stats-charts';
import { useChampionshipId } from '../components/use-championship-id';
import { defaultStatsMonth, seasonMonths } from '../model/championship-page-rules';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

const monthLabel = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return format(new Date(year!, m! - 1, 1), 'LLLL yyyy', { locale: el });
};

/** /backoffice/championships/{id}/stats: a month of the season and four charts. */
export function StatsPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <ChampionshipPageFrame title={t('stats.title')}>
      {/* A championship's year is its season's first year (2026-2027 → 2026). */}
      {(championship) => <StatsBody startingYear={championship.year} />}
    </ChampionshipPageFrame>
  );
}

function StatsBody({ startingYear }: { startingYear: number }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const id = useChampionshipId();
  const selectId = useId();
  const [search, setSearch] = useSearchParams();
  const months = seasonMonths(startingYear);
  const asked = search.get('month');
  const month = asked && /^\d{4}-\d{2}$/.test(asked) ? asked : defaultStatsMonth(months, new Date());
  const stats = useQuery(statsQuery(id, month));
  const options = months.includes(month) ? months : [month, ...months];

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full space-y-1 sm:w-64">
          <label htmlFor={selectId} className="block text-sm font-medium">
            {t('stats.month')}
          </label>
          <select
            id={selectId}
            className={`${inputClasses} capitalize`}
            value={month}
            onChange={(e) => setSearch({ month: e.target.value })}
          >
            {options.map((value) => (
              <option key={value} value={value}>
                {monthLabel(value)}
              </option>
            ))}
          </select>
        </div>
        {stats.data && (
          <p className="text-sm text-ink-muted">
            {t('stats.totals', { matches: stats.data.totals.matches, players: stats.data.totals.activePlayers })}
          </p>
        )}
      </div>
      {stats.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-80 w-full rounded-card" />
          ))}
        </div>
      ) : stats.data ? (
        <StatsCharts stats={stats.data} />
      ) : null}
    </div>
  );
}
