import { lazy, Suspense, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/input-classes';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { athensToday } from '../../../lib/athens-today';
import { siteTrafficQuery } from '../api/stats-api';
import { monthOf, recentMonths } from '../model/periods';
import { STATS_NS } from '../i18n';

// Chart.js comes with the chart, not with the page's first code.
const TrafficChart = lazy(() => import('../components/traffic-chart').then((m) => ({ default: m.TrafficChart })));

const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'el-GR', { month: 'long', year: 'numeric' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** /admin/stats/site-traffic: a month (this one unless chosen) and its visits per day. */
export function SiteTrafficPage() {
  const { t, i18n } = useTranslation(STATS_NS);
  const [search, setSearch] = useSearchParams();
  const today = athensToday();
  const month = monthOf(search.get('month'), today);
  const traffic = useQuery(siteTrafficQuery(month));
  const selectId = useId();
  const months = recentMonths(today);
  const options = months.includes(month) ? months : [month, ...months];
  const totals = traffic.data?.days.reduce(
    (sum, day) => ({ visits: sum.visits + day.visits, visitors: sum.visitors + day.visitors }),
    { visits: 0, visitors: 0 },
  );
  return (
    <Page title={t('traffic.title')} intro={t('traffic.intro')}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full space-y-1 sm:w-64">
          <label htmlFor={selectId} className="block text-sm font-medium">
            {t('traffic.month')}
          </label>
          <select
            id={selectId}
            className={`${inputClasses} capitalize`}
            value={month}
            onChange={(event) => setSearch({ month: event.target.value })}
          >
            {options.map((value) => (
              <option key={value} value={value}>
                {monthLabel(value, i18n.language)}
              </option>
            ))}
          </select>
        </div>
        {totals && <p className="text-sm text-ink-muted">{t('traffic.totals', totals)}</p>}
      </div>
      {traffic.isPending ? (
        <Skeleton className="h-96 w-full rounded-card" />
      ) : traffic.isError ? (
        <QueryError error={traffic.error} onRetry={() => void traffic.refetch()} />
      ) : (
        <Suspense fallback={<Skeleton className="h-96 w-full rounded-card" />}>
          <TrafficChart traffic={traffic.data} />
        </Suspense>
      )}
    </Page>
  );
}
