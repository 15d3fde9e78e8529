import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBackofficeParticipation } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PlusCircleIcon } from '../../../components/svg-icons/icons';
import { participationsQuery } from '../api/championship-backoffice-api';
import { ChampionshipPageFrame } from '../components/championship-page-frame';
import { championshipParticipationColumns } from '../components/championship-participation-columns';
import { championshipBackofficePaths as to } from '../components/championship-paths';
import { ParticipationCard } from '../components/participation-card';
import { ParticipationFilters } from '../components/participation-filters';
import { ParticipationRowMenu } from '../components/participation-row-menu';
import { PaymentSelectCheckbox, SelectAllForPayment } from '../components/payment-select-checkboxes';
import { useChampionshipId } from '../components/use-championship-id';
import { usePaidSelection } from '../components/use-paid-selection';
import { applyListChange, listQueryFromSearch, nextSort } from '../model/participation-list-query';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

/** /backoffice/championships/{id}/participations: the list with filters, approval and payment actions (spec 3 §2, §4). */
export function ParticipationsPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <ChampionshipPageFrame
      title={t('participations.title')}
      actions={(championship) => (
        <ButtonLink to={to.createParticipation(championship.id)}>
          <PlusCircleIcon className="size-4" />
          {t('participations.create')}
        </ButtonLink>
      )}
    >
      {() => <ParticipationList />}
    </ChampionshipPageFrame>
  );
}

function ParticipationList() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const id = useChampionshipId();
  const [search, setSearch] = useSearchParams();
  const query = listQueryFromSearch(search);
  const list = useQuery(participationsQuery(id, query));
  const change = useCallback(
    (values: Record<string, string | number | undefined>) => setSearch((current) => applyListChange(current, values)),
    [setSearch],
  );

  const rows = list.data?.data ?? [];
  const selection = usePaidSelection(id, rows);
  const checkbox = (row: TBackofficeParticipation) => (
    <PaymentSelectCheckbox
      row={row}
      checked={selection.selected.has(row.id)}
      onToggle={() => selection.toggle(row.id)}
    />
  );
  const menu = (row: TBackofficeParticipation) => <ParticipationRowMenu championshipId={id} participation={row} />;
  const columns = championshipParticipationColumns(t, {
    selectAll: () => (
      <SelectAllForPayment
        checked={selection.selectable.length > 0 && selection.chosen.length === selection.selectable.length}
        disabled={selection.selectable.length === 0}
        onChange={selection.selectAll}
      />
    ),
    select: checkbox,
    menu,
  });

  return (
    <div className="space-y-4">
      <ParticipationFilters query={query} onChange={change} />
      {selection.chosen.length > 0 && (
        <div className="flex justify-end">
          <Button variant="court" onClick={selection.markSelectedPaid} disabled={selection.pending}>
            {t('participations.markSelectedPaid', { count: selection.chosen.length })}
          </Button>
        </div>
      )}
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        loading={list.isPending}
        sort={{ column: query.sort ?? 'createdAt', direction: query.sortDir ?? 'desc' }}
        onSort={(name) => change(nextSort(query, name))}
        emptyText={t('participations.empty')}
        caption={t('participations.title')}
        renderCard={(row) => <ParticipationCard participation={row} select={checkbox(row)} menu={menu(row)} />}
      />
      {list.data && (
        <Pagination
          page={list.data.meta.page}
          lastPage={list.data.meta.lastPage}
          total={list.data.meta.total}
          pageLength={list.data.meta.pageLength}
          onPageChange={(page) => change({ page })}
          onPageLengthChange={(pageLength) => change({ pageLength })}
        />
      )}
    </div>
  );
}
