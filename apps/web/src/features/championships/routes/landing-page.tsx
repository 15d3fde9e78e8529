import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChampionshipLanding } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { landingQuery, recentResultsQuery, scheduledMatchesQuery, standingsQuery } from '../api/championship-api';
import { ContactLinks } from '../components/contact-links';
import { LeagueTabs } from '../components/league-tabs';
import { MatchList } from '../components/match-list';
import { RaceSection } from '../components/race-section';
import { RegistrationCall } from '../components/registration-call';
import { RulesAccordion } from '../components/rules-accordion';
import { LANDING_ROWS, StandingsTable } from '../components/standings-table';
import { VideoGallery } from '../components/video-gallery';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { championshipPaths } from '../model/championship-paths';
import { matchesOn, todayText } from '../model/match-score';
import { raceMonths } from '../model/race-months';

/** /championships/{slug}: the public landing page (spec 3 §2). */
export function LandingPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const { slug = '' } = useParams();
  const landing = useQuery(landingQuery(slug));
  useDocumentTitle(landing.data?.data.name ?? '');

  if (landing.isError) {
    return (
      <div className="mx-auto max-w-page px-4 py-10">
        <Alert tone="danger" title={t('loadFailed')}>
          <p>{landing.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void landing.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
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

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold sm:text-xl">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

function Landing({ championship }: { championship: TChampionshipLanding }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const scheduled = useQuery(scheduledMatchesQuery(championship.id));
  const results = useQuery(recentResultsQuery(championship.id));
  const standings = useQuery(standingsQuery(championship.id));
  const today = todayText();
  const loading = <Skeleton className="h-32 w-full rounded-control" />;

  return (
    <div className="mx-auto w-full max-w-page space-y-6 px-4 py-6 sm:py-8">
      <header className="rounded-card bg-gradient-to-br from-clay-600 to-clay-800 p-5 text-white shadow-sm sm:p-8">
        <p className="text-sm font-medium text-clay-100">{championship.host.name}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-4xl">
          {t('welcome.title', { name: championship.name })}
        </h1>
        <p className="mt-3 max-w-3xl text-clay-50">
          {t('welcome.body', {
            host: championship.host.name,
            startingYear: championship.startingYear,
            endingYear: championship.endingYear,
          })}
        </p>
        {championship.regularSeasonStart && championship.regularSeasonEnd && (
          <p className="mt-2 text-sm text-clay-100">
            {t('season', {
              start: formatDate(championship.regularSeasonStart),
              end: formatDate(championship.regularSeasonEnd),
            })}
          </p>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <RegistrationCall championship={championship} />
          {championship.permissions.backofficeView && (
            <Link
              to={championshipPaths.backoffice(championship.id)}
              className="focus-ring rounded-control px-2 py-1 text-sm font-semibold text-white underline"
            >
              {t('backoffice')}
            </Link>
          )}
        </div>
      </header>

      <Section title={t('sections.today')}>
        {scheduled.data ? (
          <MatchList matches={matchesOn(scheduled.data.data, today)} empty={t('empty.today')} />
        ) : (
          loading
        )}
      </Section>

      <Section
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
        {standings.data ? (
          <LeagueTabs hasUnder={championship.openUnder}>
            {(league) => (
              <StandingsTable rows={standings.data[league]} empty={t('empty.standings')} firstRows={LANDING_ROWS} />
            )}
          </LeagueTabs>
        ) : (
          loading
        )}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('sections.scheduled')}>
          {scheduled.data ? <MatchList matches={scheduled.data.data} empty={t('empty.scheduled')} /> : loading}
        </Section>
        <Section title={t('sections.results')}>
          {results.data ? <MatchList matches={results.data.data} empty={t('empty.results')} /> : loading}
        </Section>
      </div>

      {championship.showsMonthlyRace && (
        <Section title={t('sections.race')}>
          <RaceSection
            championshipId={championship.id}
            months={raceMonths(championship.regularSeasonStart, championship.regularSeasonEnd, today)}
            hasUnder={championship.openUnder}
          />
        </Section>
      )}

      {championship.videos.length > 0 && (
        <Section title={t('sections.videos')}>
          <VideoGallery videos={championship.videos} />
        </Section>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section className="space-y-3">
          <h2 className="text-lg font-bold sm:text-xl">{t('sections.rules')}</h2>
          <RulesAccordion venues={championship.venues} />
        </section>
        <div className="space-y-6">
          {championship.posterUrl && (
            <Section title={t('sections.poster')}>
              <img
                src={championship.posterUrl}
                alt={championship.name}
                loading="lazy"
                className="w-full rounded-control"
              />
            </Section>
          )}
          <Section title={t('sections.contact')}>
            <ContactLinks championship={championship} />
          </Section>
        </div>
      </div>
    </div>
  );
}
