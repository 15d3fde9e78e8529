import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/input-classes';
import { Skeleton } from '../../../components/ui/spinner';
import { raceQuery } from '../api/championship-api';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { monthLabel } from '../model/race-months';
import { LeagueTabs } from './league-tabs';
import { LANDING_ROWS, StandingsTable } from './standings-table';

/** The monthly race with its month selector (singles, men, host 1, 2025 and 2026 seasons). */
export function RaceSection({
  championshipId,
  months,
  hasUnder,
}: {
  championshipId: number;
  months: readonly string[];
  hasUnder: boolean;
}) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const [month, setMonth] = useState(months[0] ?? '');
  const race = useQuery({ ...raceQuery(championshipId, month), enabled: month !== '' });
  if (months.length === 0) return <p className="py-6 text-center text-ink-muted">{t('empty.race')}</p>;
  return (
    <div className="space-y-3">
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
        {t('standings.month')}
        <select className={inputClasses} value={month} onChange={(event) => setMonth(event.target.value)}>
          {months.map((value) => (
            <option key={value} value={value}>
              {monthLabel(value)}
            </option>
          ))}
        </select>
      </label>
      {race.data ? (
        <LeagueTabs hasUnder={hasUnder}>
          {(league) => <StandingsTable rows={race.data[league]} empty={t('empty.race')} firstRows={LANDING_ROWS} />}
        </LeagueTabs>
      ) : (
        <Skeleton className="h-40 w-full rounded-card" />
      )}
    </div>
  );
}
