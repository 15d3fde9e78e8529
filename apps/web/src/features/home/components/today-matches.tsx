import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUnifiedSchedule } from '@tennis/contracts';
import { MatchTile } from '../../../components/match-list/match-tile';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { athensToday } from '../../../lib/athens-today';

/** At most this many matches on the home page; the daily schedule has them all. */
const SHOWN = 6;

/**
 * Today's matches of a host (every kind: tournaments, championship, friendlies),
 * from its daily schedule, with a link to the whole schedule.
 */
export function TodayMatches({ hostSlug }: { hostSlug: string }) {
  const { t } = useTranslation();
  // Athens' day, not the device's: the server draws this page too, and both must ask for the same day.
  const today = athensToday();
  const schedule = useQuery({
    queryKey: ['matches', 'unified-schedule', hostSlug, today],
    queryFn: ({ signal }) =>
      api.get<TUnifiedSchedule>(`/api/hosts/${encodeURIComponent(hostSlug)}/unified-schedule`, {
        query: { date: today },
        signal,
      }),
  });
  const matches = schedule.data?.matches ?? [];
  return (
    <section aria-labelledby="today-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-heading" className="text-xl font-bold">
          {t('home.today.title')}
        </h2>
        <Link
          to={paths.tournaments.unifiedSchedule(hostSlug)}
          className="focus-ring text-sm font-semibold text-clay-700 hover:underline dark:text-clay-300"
        >
          {t('home.today.all')}
        </Link>
      </div>
      {schedule.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-card" />
          ))}
        </div>
      ) : schedule.isError ? (
        <QueryError error={schedule.error} onRetry={schedule.refetch} />
      ) : matches.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-6 text-center text-ink-muted">
          {t('home.today.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
          {matches.slice(0, SHOWN).map((match) => (
            <li key={match.id}>
              <MatchTile
                match={match}
                vsLabel={t('home.today.vs')}
                options={null}
                header={
                  <div className="flex justify-between gap-2 text-xs text-ink-muted">
                    <span className="tabular-nums">
                      {[match.scheduledAt?.slice(11, 16), match.club?.acronym ?? match.club?.name]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span className="truncate">{match.eventName}</span>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
