import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { hasPlayBegun } from '@tennis/domain';
import { QueryError } from '../../../components/ui/query-error';
import { cx } from '../../../components/ui/cx';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { PencilIcon } from '../../../components/svg-icons/icons';
import { landingQuery } from '../api/tournaments-api';
import { LandingActions } from '../components/landing-actions';
import { LandingCategoriesCard } from '../components/landing-categories-card';
import { entryListAnchor, LandingCategoryLists } from '../components/landing-category-lists';
import { LandingDetailsCard } from '../components/landing-details-card';
import { LandingSponsorsCard } from '../components/landing-sponsors-card';
import { tournamentPaths as to } from '../components/tournament-paths';
import { TOURNAMENTS_NS } from '../i18n';

function LandingContent({ tournament }: { tournament: TTournament }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  // The public draws show once play has begun (spec 2 §2), and only a drawn category has one to read.
  const drawPathOf = (category: { id: number; initialized: boolean }) =>
    hasPlayBegun(tournament.state) && category.initialized
      ? to.categoryDraw(tournament.host.slug, tournament.slug, category.id)
      : null;
  return (
    <div className="space-y-6">
      <LandingActions tournament={tournament} />
      <div className={cx('grid gap-6', tournament.publicPosterUrl && 'lg:grid-cols-[1fr_20rem]')}>
        <div className="space-y-6">
          <LandingDetailsCard tournament={tournament} />
          <LandingCategoriesCard
            categories={tournament.tournamentCategories}
            targetOf={(category) => {
              const draw = drawPathOf(category);
              return draw ? { draw } : { anchor: `#${entryListAnchor(category.id)}` };
            }}
          />
          {tournament.sponsors.length > 0 && <LandingSponsorsCard sponsors={tournament.sponsors} />}
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
      {/* Full width: a long entry list reads in two columns beside nothing. */}
      <LandingCategoryLists hostSlug={tournament.host.slug} tournamentSlug={tournament.slug} drawPathOf={drawPathOf} />
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
        <QueryError error={landing.error} onRetry={landing.refetch} />
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
