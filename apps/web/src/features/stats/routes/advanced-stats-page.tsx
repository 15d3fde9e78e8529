import { useId, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAdvancedStatsResponse } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-classes';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { athensToday } from '../../../lib/athens-today';
import { formatEuros } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { advancedStatsQuery } from '../api/stats-api';
import { CountTable } from '../components/count-table';
import { StatsTiles } from '../components/stats-tiles';
import { periodOf } from '../model/periods';
import { STATS_NS } from '../i18n';

/** /backoffice/advanced-stats: a period (this month so far unless chosen), its figures, tables and club costs. */
export function AdvancedStatsPage() {
  const { t } = useTranslation(STATS_NS);
  const [search, setSearch] = useSearchParams();
  const { start, end } = periodOf(search.get('start'), search.get('end'), athensToday());
  const stats = useQuery(advancedStatsQuery(start, end));
  const fromId = useId();
  const toId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('start') ?? '');
    const to = String(form.get('end') ?? '');
    if (!from || !to) return notify({ message: t('advanced.periodMissing'), level: 'warning' });
    setSearch({ start: from, end: to });
  };

  return (
    <Page title={t('advanced.title')} intro={t('advanced.intro')}>
      <form
        key={`${start}|${end}`}
        onSubmit={submit}
        noValidate
        className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="space-y-1">
          <label htmlFor={fromId} className="block text-sm font-medium">
            {t('advanced.from')}
          </label>
          <input id={fromId} name="start" type="date" defaultValue={start} className={inputClasses} />
        </div>
        <div className="space-y-1">
          <label htmlFor={toId} className="block text-sm font-medium">
            {t('advanced.to')}
          </label>
          <input id={toId} name="end" type="date" defaultValue={end} className={inputClasses} />
        </div>
        <Button type="submit">{t('advanced.show')}</Button>
      </form>
      {stats.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-28 w-full rounded-card" />
          <Skeleton className="h-64 w-full rounded-card" />
        </div>
      ) : stats.isError ? (
        <QueryError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <AdvancedStats stats={stats.data} />
      )}
    </Page>
  );
}

function AdvancedStats({ stats }: { stats: TAdvancedStatsResponse }) {
  const { t } = useTranslation(STATS_NS);
  const counted = (name: string) => [name, t('advanced.columns.matches')];
  return (
    <div className="space-y-4">
      <StatsTiles stats={stats} />
      <div className="grid gap-4 lg:grid-cols-2">
        <CountTable
          title={t('advanced.sections.perClub')}
          headings={counted(t('advanced.columns.club'))}
          rows={stats.matchesPerClub}
          rowKey={(row, index) => `${row.id ?? 'other'}-${index}`}
          cells={(row) => [row.name, row.count]}
        />
        <CountTable
          title={t('advanced.sections.perChampionship')}
          headings={counted(t('advanced.columns.championship'))}
          rows={stats.matchesPerChampionship}
          rowKey={(row) => String(row.id)}
          cells={(row) => [row.name, row.count]}
        />
        <CountTable
          title={t('advanced.sections.perTournament')}
          headings={counted(t('advanced.columns.tournament'))}
          rows={stats.matchesPerTournament}
          rowKey={(row) => String(row.id)}
          cells={(row) => [row.name, row.count]}
        />
      </div>
      <CountTable
        title={t('advanced.sections.clubCosts')}
        headings={[
          t('advanced.columns.club'),
          t('advanced.columns.morning'),
          t('advanced.columns.evening'),
          t('advanced.columns.total'),
        ]}
        rows={stats.clubCosts}
        rowKey={(row) => String(row.clubId)}
        cells={(row) => [
          row.name,
          t('advanced.zone', { matches: row.morningZone.matches, cost: formatEuros(row.morningZone.costCents) }),
          t('advanced.zone', { matches: row.eveningZone.matches, cost: formatEuros(row.eveningZone.costCents) }),
          formatEuros(row.totalCents),
        ]}
        note={t('advanced.costNote')}
      />
      <CountTable
        title={t('advanced.sections.playerActivity')}
        headings={counted(t('advanced.columns.player'))}
        rows={stats.playerActivity}
        rowKey={(row) => String(row.id)}
        firstRows={20}
        cells={(row) => [
          <Link
            key="name"
            to={paths.player(row.id)}
            className="font-medium text-clay-700 hover:underline dark:text-clay-300"
          >
            {row.surname} {row.name}
          </Link>,
          row.matchCount,
        ]}
      />
    </div>
  );
}
