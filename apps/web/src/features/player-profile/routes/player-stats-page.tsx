import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { athensToday } from '../../../lib/athens-today';
import { playerBasicsQuery, playerStatsQuery } from '../api/player-profile-api';
import { PlayerLoadFailure } from '../components/player-load-failure';
import { PlayerNotFound } from '../components/player-not-found';
import { PLAYER_PROFILE_NS } from '../i18n';
import { playerIdFrom } from '../model/player-id';

// Chart.js comes with the charts, after the page has drawn its frame (decision 022).
const PlayerStatsCharts = lazy(() =>
  import('../components/player-stats-charts').then((m) => ({ default: m.PlayerStatsCharts })),
);

/** /players/{id}/stats: the year's monthly wins and losses and the clay and hard doughnuts (spec 3 §2). */
export function PlayerStatsPage() {
  const id = playerIdFrom(useParams().id);
  return id === null ? <PlayerNotFound /> : <PlayerStats key={id} playerId={id} />;
}

/** The year in the URL, else this year in Athens. */
function yearFrom(search: URLSearchParams, thisYear: number): number {
  const year = Number(search.get('year'));
  return Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : thisYear;
}

function PlayerStats({ playerId }: { playerId: number }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const [search, setSearch] = useSearchParams();
  const thisYear = Number(athensToday().slice(0, 4));
  const year = yearFrom(search, thisYear);
  const player = useQuery(playerBasicsQuery(playerId));
  const stats = useQuery(playerStatsQuery(playerId, year));
  if (player.isError) return <PlayerLoadFailure error={player.error} onRetry={player.refetch} />;
  const years = [...new Set([thisYear, year, ...(player.data?.data.years ?? [])])]
    .filter((y) => y <= thisYear || y === year)
    .sort((a, b) => b - a);

  return (
    <Page
      title={t('stats.title', { name: player.data?.data.displayName ?? '' })}
      intro={
        <Link
          to={paths.player(playerId)}
          className="focus-ring rounded-sm font-semibold text-clay-700 underline dark:text-clay-300"
        >
          {t('matches.backToProfile')}
        </Link>
      }
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('stats.year')}
          className="w-40"
          value={year}
          onChange={(e) => setSearch(Number(e.target.value) === thisYear ? {} : { year: e.target.value })}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-ink-muted">{t('stats.friendliesNote')}</p>
      </div>
      {stats.isError ? (
        <QueryError error={stats.error} onRetry={stats.refetch} />
      ) : stats.data ? (
        <Suspense fallback={<ChartsSkeleton />}>
          <PlayerStatsCharts stats={stats.data.data} />
        </Suspense>
      ) : (
        <ChartsSkeleton />
      )}
    </Page>
  );
}

function ChartsSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-96 w-full rounded-card lg:col-span-2" />
      <Skeleton className="h-96 w-full rounded-card" />
      <Skeleton className="h-96 w-full rounded-card" />
    </div>
  );
}
