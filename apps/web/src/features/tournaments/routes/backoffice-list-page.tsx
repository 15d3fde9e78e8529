import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { DEFAULT_PAGE_LENGTH, type TTournamentListItem } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { PosterTile } from '../../../components/poster-tile/poster-tile';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { PencilIcon, PlusCircleIcon } from '../../../components/svg-icons/icons';
import { backofficeListQuery } from '../api/tournaments-api';
import { TournamentDates } from '../components/tournament-dates';
import { tournamentPaths as to } from '../components/tournament-paths';
import { TournamentStateBadge } from '../components/tournament-state-badge';
import { defaultListView, type ListView } from '../model/list-view';
import { TOURNAMENTS_NS } from '../i18n';

const column = createColumnHelper<TTournamentListItem>();
const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** /backoffice/tournaments: a table, or poster tiles (the default on phones). */
export function TournamentsBackofficeListPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const [page, setPage] = useState(1);
  const [pageLength, setPageLength] = useState(DEFAULT_PAGE_LENGTH);
  const [view, setView] = useState<ListView>(() => defaultListView(matches));
  const list = useQuery(backofficeListQuery(page, pageLength));
  const rows = list.data?.data ?? [];

  const columns = [
    column.accessor('name', {
      header: t('list.name'),
      cell: (info) => (
        <Link className="focus-ring font-medium hover:underline" to={to.show(info.row.original.id)}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('categoriesCount', { header: t('list.categories') }),
    column.accessor('participationsCount', { header: t('list.participations') }),
    column.display({
      id: 'dates',
      header: t('list.dates'),
      cell: (info) => (
        <TournamentDates start={info.row.original.tournamentStart} end={info.row.original.tournamentEnd} />
      ),
    }),
    column.accessor('state', {
      header: t('list.state'),
      cell: (info) => <TournamentStateBadge state={info.getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('list.actions')}</span>,
      cell: (info) => (
        <Link
          className="focus-ring inline-flex items-center gap-1 text-clay-700 hover:underline dark:text-clay-300"
          to={to.edit(info.row.original.id)}
        >
          <PencilIcon className="size-4" />
          {t('list.edit')}
        </Link>
      ),
    }),
  ];

  return (
    <Page
      title={t('list.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <div
            role="group"
            aria-label={t('list.view')}
            className="inline-flex overflow-hidden rounded-control border border-line"
          >
            {(['table', 'tiles'] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                variant={view === option ? 'primary' : 'ghost'}
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className="rounded-none"
              >
                {t(`list.views.${option}`)}
              </Button>
            ))}
          </div>
          <ButtonLink to={to.create()} size="sm">
            <PlusCircleIcon className="size-4" />
            {t('list.create')}
          </ButtonLink>
        </div>
      }
    >
      {view === 'table' ? (
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.id)}
          loading={list.isPending}
          emptyText={t('empty')}
          caption={t('list.title')}
          renderCard={(row) => (
            <Link
              to={to.show(row.id)}
              className="focus-ring block space-y-2 rounded-card border border-line bg-surface p-4"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold">{row.name}</span>
                <TournamentStateBadge state={row.state} />
              </span>
              <span className="block text-sm text-ink-muted">
                <TournamentDates start={row.tournamentStart} end={row.tournamentEnd} /> ·{' '}
                {t('list.countsLine', { categories: row.categoriesCount, participations: row.participationsCount })}
              </span>
            </Link>
          )}
        />
      ) : list.isPending ? (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton className="aspect-[3/4] w-full rounded-card" />
            </li>
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {rows.map((row) => (
            <li key={row.id}>
              <PosterTile
                to={to.show(row.id)}
                title={row.name}
                imageUrl={row.posterUrl}
                badge={<TournamentStateBadge state={row.state} />}
                meta={<TournamentDates start={row.tournamentStart} end={row.tournamentEnd} />}
                footer={
                  <>
                    <Link className="focus-ring hover:underline" to={to.show(row.id)}>
                      {t('list.show')}
                    </Link>
                    <Link className="focus-ring hover:underline" to={to.edit(row.id)}>
                      {t('list.edit')}
                    </Link>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.meta.total > 0 && (
        <Pagination
          className="mt-6"
          page={list.data.meta.page}
          lastPage={list.data.meta.lastPage}
          total={list.data.meta.total}
          pageLength={pageLength}
          onPageChange={setPage}
          onPageLengthChange={(length) => {
            setPageLength(length);
            setPage(1);
          }}
        />
      )}
    </Page>
  );
}
