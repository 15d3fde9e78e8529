import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChampionshipMenuEntry } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { useDocumentTitle } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { championshipMenuQuery } from '../../../lib/championship-menu';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/session';
import { TodayMatches } from '../components/today-matches';

type Tile = { to: string | null; key: string; accent: 'clay' | 'court' | 'ball' };
const TILES: Tile[] = [
  { to: paths.tournaments.underway(), key: 'underway', accent: 'clay' },
  { to: paths.tournaments.upcoming(), key: 'upcoming', accent: 'court' },
  { to: paths.achievements(), key: 'achievements', accent: 'ball' },
  { to: paths.achievementsLeaders(), key: 'leaders', accent: 'clay' },
  { to: paths.headToHead(), key: 'headToHead', accent: 'court' },
];
const accents = {
  clay: 'bg-clay-600',
  court: 'bg-court-600',
  ball: 'bg-ball-400',
} as const;

function Hero() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <section className="relative overflow-hidden bg-clay-700 text-white">
      {/* Court lines drawn on the clay, to the right of the text: decoration only. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 240 200"
        preserveAspectRatio="xMaxYMid slice"
        className="absolute inset-y-0 right-0 h-full w-full opacity-10 md:w-1/2 md:opacity-25"
      >
        <g fill="none" stroke="#fff" strokeWidth="1.5">
          <rect x="20" y="20" width="200" height="160" />
          <line x1="20" y1="40" x2="220" y2="40" />
          <line x1="20" y1="160" x2="220" y2="160" />
          <line x1="120" y1="20" x2="120" y2="180" strokeDasharray="3 3" />
          <line x1="70" y1="40" x2="70" y2="160" />
          <line x1="170" y1="40" x2="170" y2="160" />
          <line x1="70" y1="100" x2="170" y2="100" />
        </g>
      </svg>
      <div className="relative mx-auto max-w-page px-4 py-12 sm:py-20">
        <p className="inline-block rounded-pill bg-ball-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-court-950">
          {t('home.kicker')}
        </p>
        <h1 className="mt-4 max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">{t('home.title')}</h1>
        <p className="mt-4 max-w-xl text-base text-clay-50 sm:text-lg">{t('home.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {user ? (
            <ButtonLink to={paths.root()} size="lg" variant="inverse">
              {t('home.toDashboard')}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.register()} size="lg" variant="inverse">
                {t('home.createAccount')}
              </ButtonLink>
              <ButtonLink to={paths.tournaments.upcoming()} size="lg" variant="inverse-outline">
                {t('home.browse')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function ChampionshipBanners() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(championshipMenuQuery);
  const active = (data ?? []).filter((c) => c.state !== 'archived');
  if (!isPending && active.length === 0) return null;
  return (
    <section aria-labelledby="championships-heading" className="space-y-4">
      <h2 id="championships-heading" className="text-xl font-bold">
        {t('home.championships')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        {isPending
          ? [0, 1, 2].map((i) => <Skeleton key={i} className="h-28 w-full rounded-card" />)
          : active.map((c: TChampionshipMenuEntry) => (
              <Link
                key={c.id}
                to={paths.championships.landing(c.slug)}
                className="focus-ring group flex min-h-28 flex-col justify-between rounded-card bg-court-700 p-5 text-white shadow-sm transition hover:bg-court-800"
              >
                <span className="text-lg font-semibold">{c.name}</span>
                <span className="mt-3 inline-flex w-fit rounded-pill bg-white/15 px-2.5 py-0.5 text-xs font-semibold">
                  {t(`home.championshipStates.${c.state}`)}
                </span>
              </Link>
            ))}
      </div>
    </section>
  );
}

function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="login-prompt-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="login-prompt-heading" className="text-lg font-semibold">
          {t('home.loginPromptTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('home.loginPromptText')}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <ButtonLink to={paths.login()} variant="secondary">
          {t('nav.login')}
        </ButtonLink>
        <ButtonLink to={paths.register()}>{t('nav.register')}</ButtonLink>
      </div>
    </section>
  );
}

/** The public home page: what the platform offers, its championships, and the way in for guests. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { mainHost } = useAppConfig();
  // A back office sees its own host's day; everyone else the main host's.
  const scheduleHost = user?.host?.slug ?? mainHost?.slug;
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <Hero />
      <div className="mx-auto max-w-page space-y-10 px-4 py-10">
        {!user && <LoginPrompt />}
        {scheduleHost && <TodayMatches hostSlug={scheduleHost} />}
        <ChampionshipBanners />
        <section aria-labelledby="explore-heading" className="space-y-4">
          <h2 id="explore-heading" className="text-xl font-bold">
            {t('home.explore')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
            {TILES.filter((tile): tile is Tile & { to: string } => tile.to !== null).map((tile) => (
              <li key={tile.key}>
                <Link
                  to={tile.to}
                  className="focus-ring group flex h-full gap-4 rounded-card border border-line bg-surface p-5 shadow-sm transition hover:border-clay-300 hover:shadow-md"
                >
                  <span aria-hidden="true" className={cx('mt-1 size-3 shrink-0 rounded-full', accents[tile.accent])} />
                  <span>
                    <span className="block font-semibold group-hover:text-clay-700 dark:group-hover:text-clay-300">
                      {t(`home.tiles.${tile.key}.title`)}
                    </span>
                    <span className="mt-1 block text-sm text-ink-muted">{t(`home.tiles.${tile.key}.text`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="how-heading"
          className="grid gap-6 rounded-card bg-court-900 p-6 text-court-50 sm:p-8 md:grid-cols-3"
        >
          <h2 id="how-heading" className="text-xl font-bold md:col-span-3">
            {t('home.howTitle')}
          </h2>
          {(['register', 'join', 'play'] as const).map((step, index) => (
            <div key={step}>
              <p className="text-3xl font-bold text-ball-400">{index + 1}</p>
              <h3 className="mt-2 font-semibold">{t(`home.how.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-court-100">{t(`home.how.${step}.text`)}</p>
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
