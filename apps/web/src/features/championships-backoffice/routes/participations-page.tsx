import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { allowedParticipationActions, type TBackofficeParticipation } from '@tennis/contracts';
import { formatAtrp } from '@tennis/domain';
import { formatDate } from '../../../lib/format';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PlusCircleIcon } from '../../../components/svg-icons/icons';
import { participationsQuery, useBulkMarkPaid } from '../api/championship-backoffice-api';
import { ParticipationStateBadge, ParticipationStatusBadge } from '../components/championship-badges';
import { ChampionshipPageFrame } from '../components/championship-page-frame';
import { championshipBackofficePaths as to } from '../components/championship-paths';
import { ParticipationCard } from '../components/participation-card';
import { ParticipationFilters } from '../components/participation-filters';
import { ParticipationRowMenu } from '../components/participation-row-menu';
import { useChampionshipId } from '../components/use-championship-id';
import { applyListChange, listQueryFromSearch, nextSort } from '../model/participation-list-query';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

const column = createColumnHelper<TBackofficeParticipation>();
const payable = (p: TBackofficeParticipation) => allowedParticipationActions(p).includes('mark-as-paid');

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
  const bulk = useBulkMarkPaid(id);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const change = useCallback(
    (values: Record<string, string | number | undefined>) => setSearch((current) => applyListChange(current, values)),
    [setSearch],
  );

  const rows = list.data?.data ?? [];
  const selectable = rows.filter(payable);
  const chosen = selectable.filter((row) => selected.has(row.id)).map((row) => row.id);
  const toggle = (rowId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(rowId)) next.delete(rowId);
      else next.add(rowId);
      return next;
    });
  const checkbox = (row: TBackofficeParticipation) =>
    payable(row) ? (
      <input
        type="checkbox"
        className="focus-ring mt-1 size-5 rounded accent-clay-600"
        checked={selected.has(row.id)}
        onChange={() => toggle(row.id)}
        aria-label={`${t('participations.select')}: ${row.player.displayName}`}
      />
    ) : (
      <span className="inline-block size-5" aria-hidden="true" />
    );
  const menu = (row: TBackofficeParticipation) => <ParticipationRowMenu championshipId={id} participation={row} />;

  const markSelectedPaid = () =>
    bulk.mutate(chosen, {
      onSuccess: (answer) => {
        notify({ level: 'success', message: answer.message, lifespan: 'quick' });
        setSelected(new Set());
      },
      onError: (failure) => reportFormError(failure),
    });

  const columns = [
    column.display({
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          className="focus-ring size-5 rounded accent-clay-600"
          aria-label={t('participations.selectAll')}
          checked={selectable.length > 0 && chosen.length === selectable.length}
          disabled={selectable.length === 0}
          onChange={(e) => setSelected(e.target.checked ? new Set(selectable.map((row) => row.id)) : new Set())}
        />
      ),
      cell: ({ row }) => checkbox(row.original),
    }),
    column.accessor((row) => row.player.displayName, {
      id: 'name',
      header: t('participations.columns.player'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="block">
          <span className="block font-medium">{row.original.player.displayName}</span>
          <span className="block text-xs text-ink-muted">
            {row.original.player.email ?? row.original.player.phone ?? ''}
          </span>
        </span>
      ),
    }),
    column.accessor('atrp', {
      header: t('participations.columns.atrp'),
      enableSorting: true,
      cell: ({ getValue }) => <span className="tabular-nums">{formatAtrp(getValue())}</span>,
    }),
    column.accessor('state', {
      header: t('participations.columns.state'),
      enableSorting: true,
      cell: ({ getValue }) => <ParticipationStateBadge state={getValue()} />,
    }),
    column.accessor('status', {
      header: t('participations.columns.status'),
      enableSorting: true,
      cell: ({ getValue }) => <ParticipationStatusBadge status={getValue()} />,
    }),
    column.accessor('paidAt', {
      header: t('participations.columns.paid'),
      enableSorting: true,
      cell: ({ getValue }) => {
        const paidAt = getValue();
        return paidAt ? (
          <span className="text-court-700 dark:text-court-300">{formatDate(paidAt)}</span>
        ) : (
          <span className="text-ink-muted">{t('participations.unpaid')}</span>
        );
      },
    }),
    column.accessor('points', {
      header: t('participations.columns.points'),
      enableSorting: true,
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    }),
    column.accessor('createdAt', {
      header: t('participations.columns.createdAt'),
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('participations.columns.actions')}</span>,
      cell: ({ row }) => menu(row.original),
    }),
  ];

  return (
    <div className="space-y-4">
      <ParticipationFilters query={query} onChange={change} />
      {chosen.length > 0 && (
        <div className="flex justify-end">
          <Button variant="court" onClick={markSelectedPaid} disabled={bulk.isPending}>
            {t('participations.markSelectedPaid', { count: chosen.length })}
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
