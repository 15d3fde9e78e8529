import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { championshipQuery, standingsQuery } from '../api/championship-api';
import { useStandingsLiveUpdates } from '../api/standings-live-updates';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { StandingsTable } from '../components/standings-table';

/** Refreshed this often on a screen at the club. */
const REFRESH_MS = 60_000;

/** /static-content/championships/{id}/standings: both tables fullscreen, no header or footer (a club's TV). */
export function StaticStandingsPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const id = Number(useParams().id);
  const championship = useQuery(championshipQuery(id));
  const standings = useQuery({ ...standingsQuery(id), refetchInterval: REFRESH_MS });
  useStandingsLiveUpdates(id);
  useDocumentTitle(
    championship.data ? `${championship.data.data.name} · ${t('sections.standings')}` : t('sections.standings'),
  );
  const hasUnder = championship.data?.data.openUnder ?? false;

  return (
    <main className="min-h-dvh bg-surface-muted px-3 py-4 sm:px-6">
      <h1 className="mb-4 text-center text-xl font-bold sm:text-3xl">{championship.data?.data.name ?? ' '}</h1>
      {!standings.data ? (
        <Skeleton className="h-96 w-full rounded-card" />
      ) : (
        <div
          className={
            hasUnder ? 'grid grid-cols-[minmax(0,1fr)] gap-6 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : undefined
          }
        >
          <section className="rounded-card border border-line bg-surface p-3 sm:p-4">
            <h2 className="mb-2 text-lg font-bold text-clay-700 dark:text-clay-300">{t('standings.open')}</h2>
            <StandingsTable rows={standings.data.open} empty={t('empty.standings')} large />
          </section>
          {hasUnder && (
            <section className="rounded-card border border-line bg-surface p-3 sm:p-4">
              <h2 className="mb-2 text-lg font-bold text-clay-700 dark:text-clay-300">{t('standings.under')}</h2>
              <StandingsTable rows={standings.data.under} empty={t('empty.standings')} large />
            </section>
          )}
        </div>
      )}
    </main>
  );
}
