import { Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCategoryDraw, useTournament } from '../api/draws-api';
import { useTournamentLiveUpdates } from '../api/tournament-live-updates';
import { CategoryBadges } from '../components/category-badges';
import { CategoryDrawPanel } from '../components/category-draw-panel';
import { QuickAddParticipationDialog } from '../components/draw-editors';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

export type DrawsMode = 'backoffice' | 'public' | 'static';

/** The draws of a tournament: a badge per visible category and its draw (back office: id; public and fullscreen: slugs). */
export function DrawsPage({ mode }: { mode: DrawsMode }) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const params = useParams();
  const tournament = useTournament(
    mode === 'backoffice' ? { id: params.id } : { hostSlug: params.hostSlug, tournamentSlug: params.tournamentSlug },
  );
  const [search, setSearch] = useSearchParams();
  const categories = (tournament.data?.tournamentCategories ?? []).filter((c) => c.visible);
  const asked = Number(search.get('categoryId'));
  const selected = categories.find((c) => c.id === asked)?.id ?? categories[0]?.id ?? null;
  const data = tournament.data;
  const backoffice = mode === 'backoffice' && data?.permissions.backofficeView === true;
  const draw = useCategoryDraw(backoffice ? selected : null);
  useTournamentLiveUpdates(mode === 'backoffice' ? undefined : data?.id);
  const [quickAdd, setQuickAdd] = useState(false);

  const body = (
    <div className="space-y-4">
      {tournament.isPending ? (
        <Skeleton className="h-12" />
      ) : tournament.isError ? (
        <QueryError error={tournament.error} onRetry={tournament.refetch} />
      ) : categories.length === 0 ? (
        <Alert tone="info">{t('noCategories')}</Alert>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CategoryBadges
            categories={categories}
            selected={selected}
            onSelect={(id) => setSearch({ categoryId: String(id) }, { replace: true })}
          />
          {draw.data?.permissions.update && (
            <Button variant="secondary" onClick={() => setQuickAdd(true)}>
              {t('quickAdd.open')}
            </Button>
          )}
        </div>
      )}
      {selected !== null && <CategoryDrawPanel key={selected} categoryId={selected} backoffice={backoffice} />}
      <Suspense fallback={null}>
        {quickAdd && data && selected !== null && (
          <QuickAddParticipationDialog tournament={data} categoryId={selected} onClose={() => setQuickAdd(false)} />
        )}
      </Suspense>
    </div>
  );
  if (mode === 'static') {
    return (
      <main className="min-h-dvh bg-surface-muted p-4">
        <h1 className="mb-4 text-xl font-bold">{data ? t('drawsOf', { name: data.name }) : t('draws')}</h1>
        {body}
      </main>
    );
  }
  return (
    <Page
      width="full"
      title={data ? t('drawsOf', { name: data.name }) : t('draws')}
      actions={
        data && (
          <Link
            to={
              mode === 'backoffice'
                ? `/backoffice/tournaments/${data.id}`
                : paths.tournaments.landing(data.host.slug, data.slug)
            }
            className={buttonClasses('secondary', 'md')}
          >
            {t('tournamentPage')}
          </Link>
        )
      }
    >
      {body}
    </Page>
  );
}

export const BackofficeDrawsPage = () => <DrawsPage mode="backoffice" />;
export const PublicDrawsPage = () => <DrawsPage mode="public" />;
export const StaticDrawsPage = () => <DrawsPage mode="static" />;
