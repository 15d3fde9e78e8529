import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChampionshipLanding } from '@tennis/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../../components/ui/query-error';
import { useDocumentTitle } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { landingQuery, recentResultsQuery, scheduledMatchesQuery, standingsQuery } from '../api/championship-api';
import { useStandingsLiveUpdates } from '../api/standings-live-updates';
import { LandingHero } from '../components/landing-hero';
import { LandingRulesAndContact } from '../components/landing-rules-and-contact';
import { LandingSection } from '../components/landing-section';
import { LeagueTabs } from '../components/league-tabs';
import { MatchList } from '../components/match-list';
import { RaceSection } from '../components/race-section';
import { LANDING_ROWS, StandingsTable } from '../components/standings-table';
import { VideoGallery } from '../components/video-gallery';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { championshipPaths } from '../model/championship-paths';
import { matchesOn, todayText } from '../model/match-score';
import { raceMonths } from '../model/race-months';

/** /championships/{slug}: the public landing page (spec 3 §2). */
export function LandingPage() {
  const { slug = '' } = useParams();
  const landing = useQuery(landingQuery(slug));
  useDocumentTitle(landing.data?.data.name ?? '');

  if (landing.isError) {
    return (
      <div className="mx-auto max-w-page px-4 py-10">
        <QueryError error={landing.error} onRetry={landing.refetch} />
      </div>
    );
  }
  if (!landing.data) return <LandingSkeleton />;
  const championship = landing.data.data;
  if (championship.state === 'coming-soon') return <ComingSoon championship={championship} />;
  return <Landing championship={championship} />;
}

function LandingSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-page space-y-6 px-4 py-6">
      <Skeleton className="h-48 w-full rounded-card" />
      <Skeleton className="h-72 w-full rounded-card" />
    </div>
  );
}

function ComingSoon({ championship }: { championship: TChampionshipLanding }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <div className="mx-auto flex max-w-page flex-col items-center gap-6 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold sm:text-4xl">{championship.name}</h1>
      <span className="rounded-full bg-clay-600 px-6 py-2 text-lg font-bold tracking-[0.2em] text-white">
        {t('comingSoon')}
      </span>
    </div>
  );
}

function Landing({ championship }: { championship: TChampionshipLanding }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const scheduled = useQuery(scheduledMatchesQuery(championship.id));
  const results = useQuery(recentResultsQuery(championship.id));
  const standings = useQuery(standingsQuery(championship.id));
  useStandingsLiveUpdates(championship.id);
  const today = todayText();
  /** A section's content once its data is there; meanwhile a skeleton, and if it failed, the error with a retry. */
  const loaded = <T,>(query: UseQueryResult<T>, draw: (data: T) => ReactNode) =>
    query.data !== undefined ? (
      draw(query.data)
    ) : query.isError ? (
      <QueryError error={query.error} onRetry={query.refetch} />
    ) : (
      <Skeleton className="h-32 w-full rounded-control" />
    );

  return (
    <div className="mx-auto w-full max-w-page space-y-6 px-4 py-6 sm:py-8">
      <LandingHero championship={championship} />

      <LandingSection title={t('sections.today')}>
        {loaded(scheduled, (data) => (
          <MatchList matches={matchesOn(data.data, today)} empty={t('empty.today')} />
        ))}
      </LandingSection>

      <LandingSection
        title={t('sections.standings')}
        actions={
          <Link
            to={championshipPaths.staticStandings(championship.id)}
            className="focus-ring text-sm font-semibold text-clay-700 underline dark:text-clay-300"
          >
            {t('standings.fullscreen')}
          </Link>
        }
      >
        {loaded(standings, (data) => (
          <LeagueTabs hasUnder={championship.openUnder}>
            {(league) => <StandingsTable rows={data[league]} empty={t('empty.standings')} firstRows={LANDING_ROWS} />}
          </LeagueTabs>
        ))}
      </LandingSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <LandingSection title={t('sections.scheduled')}>
          {loaded(scheduled, (data) => (
            <MatchList matches={data.data} empty={t('empty.scheduled')} />
          ))}
        </LandingSection>
        <LandingSection title={t('sections.results')}>
          {loaded(results, (data) => (
            <MatchList matches={data.data} empty={t('empty.results')} />
          ))}
        </LandingSection>
      </div>

      {championship.showsMonthlyRace && (
        <LandingSection title={t('sections.race')}>
          <RaceSection
            championshipId={championship.id}
            months={raceMonths(championship.regularSeasonStart, championship.regularSeasonEnd, today)}
            hasUnder={championship.openUnder}
          />
        </LandingSection>
      )}

      {championship.videos.length > 0 && (
        <LandingSection title={t('sections.videos')}>
          <VideoGallery videos={championship.videos} />
        </LandingSection>
      )}

      <LandingRulesAndContact championship={championship} />
    </div>
  );
}
