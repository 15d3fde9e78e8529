import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SURFACE_LABELS, type TTournament, type TTournamentCategory } from '@tennis/contracts';
import { hasPlayBegun } from '@tennis/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { PencilIcon } from '../../../components/svg-icons/icons';
import { formatDateTime } from '../../../lib/format';
import { landingQuery } from '../api/tournaments-api';
import { TournamentDates } from '../components/tournament-dates';
import { tournamentPaths as to } from '../components/tournament-paths';
import { TournamentStateBadge } from '../components/tournament-state-badge';
import { groupCategories } from '../model/landing-rules';
import { TOURNAMENTS_NS } from '../i18n';

const euro = new Intl.NumberFormat('el-GR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function CategoryGroup({ title, categories }: { title: string; categories: TTournamentCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li
            key={category.id}
            className="rounded-full bg-clay-50 px-3 py-1 text-sm font-medium text-clay-800 dark:bg-clay-950 dark:text-clay-200"
          >
            {category.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

function LandingContent({ tournament }: { tournament: TTournament }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const groups = groupCategories(tournament.tournamentCategories);
  const { slug } = tournament;
  const hostSlug = tournament.host.slug;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <TournamentStateBadge state={tournament.state} />
        {tournament.participationsOpen && (
          <ButtonLink to={to.participate(hostSlug, slug)}>{t('landing.participate')}</ButtonLink>
        )}
        {hasPlayBegun(tournament.state) && (
          <>
            <ButtonLink variant="secondary" to={to.orderOfPlay(hostSlug, slug)}>
              {t('public.orderOfPlay')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={to.draws(hostSlug, slug)}>
              {t('public.draws')}
            </ButtonLink>
          </>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Card>
            <dl className="space-y-3">
              <InfoRow label={t('landing.host')}>{tournament.host.name}</InfoRow>
              <InfoRow label={t('landing.club')}>
                {tournament.club ? (
                  <>
                    {tournament.club.name}
                    {(tournament.address ?? tournament.club.address) && (
                      <span className="block text-sm font-normal text-ink-muted">
                        {tournament.address ?? tournament.club.address}
                      </span>
                    )}
                  </>
                ) : (
                  t('landing.variousClubs')
                )}
              </InfoRow>
              <InfoRow label={t('landing.surface')}>
                {tournament.surface ? SURFACE_LABELS[tournament.surface] : t('landing.variousSurfaces')}
              </InfoRow>
              <InfoRow label={t('landing.dates')}>
                <TournamentDates start={tournament.tournamentStart} end={tournament.tournamentEnd} />
              </InfoRow>
              <InfoRow label={t('landing.deadline')}>{formatDateTime(tournament.participationsEnd)}</InfoRow>
              <InfoRow label={t('landing.firstFee')}>{euro.format(tournament.firstCategoryCost)}</InfoRow>
              {tournament.secondCategoryCost !== null && (
                <InfoRow label={t('landing.secondFee')}>{euro.format(tournament.secondCategoryCost)}</InfoRow>
              )}
              {tournament.contactPhones && <InfoRow label={t('landing.phones')}>{tournament.contactPhones}</InfoRow>}
            </dl>
            {tournament.publicProclamationUrl && (
              <a
                className="focus-ring mt-4 inline-block font-medium text-clay-700 hover:underline dark:text-clay-300"
                href={tournament.publicProclamationUrl}
                download
              >
                {t('landing.proclamation')}
              </a>
            )}
          </Card>
          <Card className="space-y-4">
            <h2 className="text-lg font-semibold">{t('landing.categories')}</h2>
            {groups.menSingles.length + groups.womenSingles.length + groups.doubles.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('empty')}</p>
            ) : (
              <>
                <CategoryGroup title={t('landing.menSingles')} categories={groups.menSingles} />
                <CategoryGroup title={t('landing.womenSingles')} categories={groups.womenSingles} />
                <CategoryGroup title={t('landing.doubles')} categories={groups.doubles} />
              </>
            )}
          </Card>
          {tournament.sponsors.length > 0 && (
            <Card className="space-y-4">
              <h2 className="text-lg font-semibold">{t('landing.sponsors')}</h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {tournament.sponsors.map((sponsor) => {
                  const body = sponsor.imageUrl ? (
                    <img
                      src={sponsor.imageUrl}
                      alt={sponsor.name}
                      loading="lazy"
                      className="mx-auto h-16 object-contain"
                    />
                  ) : (
                    <span className="font-medium">{sponsor.name}</span>
                  );
                  return (
                    <li
                      key={sponsor.id}
                      className="flex min-h-20 items-center justify-center rounded-control border border-line p-3 text-center"
                    >
                      {sponsor.url ? (
                        <a className="focus-ring hover:underline" href={sponsor.url} target="_blank" rel="noreferrer">
                          {body}
                        </a>
                      ) : (
                        body
                      )}
                    </li>
                  );
                })}
              </ul>
            </Card>
          )}
        </div>
        {tournament.publicPosterUrl && (
          <figure className="order-first lg:order-none">
            <img
              src={tournament.publicPosterUrl}
              alt={t('landing.poster')}
              className="mx-auto max-h-[640px] w-full rounded-card border border-line object-contain"
            />
          </figure>
        )}
      </div>
    </div>
  );
}

/** /tournaments/{hostSlug}/{tournamentSlug}: the public landing page (spec 2 §2). */
export function TournamentLandingPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { hostSlug = '', tournamentSlug = '' } = useParams();
  const landing = useQuery(landingQuery(hostSlug, tournamentSlug));
  if (landing.isPending) {
    return (
      <Page title={t('show.loading')}>
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-64 w-full rounded-card" />
        </div>
      </Page>
    );
  }
  if (landing.isError) {
    return (
      <Page title={t('landing.notFound')}>
        <Alert tone="danger">{landing.error.message}</Alert>
      </Page>
    );
  }
  const tournament = landing.data;
  return (
    <Page
      title={tournament.name}
      intro={
        <span className="inline-flex items-center gap-2">
          {tournament.host.logoUrl && (
            <img src={tournament.host.logoUrl} alt="" className="size-8 rounded-full object-cover" />
          )}
          {tournament.host.name}
        </span>
      }
      actions={
        tournament.permissions.backofficeView ? (
          <Link
            to={to.edit(tournament.id)}
            className="focus-ring inline-flex items-center gap-1 text-sm font-medium text-clay-700 hover:underline dark:text-clay-300"
          >
            <PencilIcon className="size-4" />
            {t('landing.edit')}
          </Link>
        ) : undefined
      }
    >
      <LandingContent tournament={tournament} />
    </Page>
  );
}
