import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PlusCircleIcon } from '../../../components/svg-icons/icons';
import { backofficeListQuery } from '../api/tournaments-api';
import { BackofficePosterGrid } from '../components/backoffice-poster-grid';
import { BackofficeTournamentCard } from '../components/backoffice-tournament-card';
import { backofficeTournamentColumns } from '../components/backoffice-tournament-columns';
import { ListViewToggle } from '../components/list-view-toggle';
import { tournamentPaths as to } from '../components/tournament-paths';
import { defaultListView, type ListView } from '../model/list-view';
import { ListPagination, useListPaging } from '../components/list-paging';
import { TOURNAMENTS_NS } from '../i18n';

const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** /backoffice/tournaments: a table, or poster tiles (the default on phones). */
export function TournamentsBackofficeListPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const paging = useListPaging();
  const [view, setView] = useState<ListView>(() => defaultListView(matches));
  const list = useQuery(backofficeListQuery(paging.page, paging.pageLength));
  const rows = list.data?.data ?? [];

  return (
    <Page
      title={t('list.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <ListViewToggle view={view} onChange={setView} />
          <ButtonLink to={to.create()} size="sm">
            <PlusCircleIcon className="size-4" />
            {t('list.create')}
          </ButtonLink>
        </div>
      }
    >
      {view === 'table' ? (
        <DataTable
          columns={backofficeTournamentColumns(t)}
          data={rows}
          getRowId={(row) => String(row.id)}
          loading={list.isPending}
          emptyText={t('empty')}
          caption={t('list.title')}
          renderCard={(row) => <BackofficeTournamentCard row={row} />}
        />
      ) : (
        <BackofficePosterGrid rows={rows} loading={list.isPending} />
      )}
      <ListPagination meta={list.data?.meta} paging={paging} />
    </Page>
  );
}
