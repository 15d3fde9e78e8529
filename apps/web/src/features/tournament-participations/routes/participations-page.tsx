import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import {
  factsOfParticipation,
  type TTournamentParticipation,
  type TTournamentParticipationAction,
} from '@tennis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import {
  useApproveAll,
  useConfirmPayment,
  useParticipationAction,
  useParticipations,
  type ParticipationFilters,
} from '../api/participations-api';
import { NumberDialog } from '../components/number-dialog';
import { ParticipantName, ParticipationCard, PaymentText } from '../components/participation-card';
import { ParticipationActionMenu } from '../components/participation-action-menu';
import { ParticipationRequestsPanel } from '../components/participation-requests-panel';
import { ParticipationFiltersBar } from '../components/participation-filters';
import { RejectDialog } from '../components/reject-dialog';
import { PARTICIPATIONS_NS } from '../i18n';

type Dialog =
  { kind: 'reject' | 'delete' | 'boost-rating' | 'seed'; row: TTournamentParticipation } | { kind: 'pay' } | null;

function filtersOf(query: URLSearchParams): ParticipationFilters {
  const text = (key: string) => query.get(key) ?? undefined;
  return {
    page: Number(query.get('page') ?? 1) || 1,
    pageLength: Number(query.get('pageLength') ?? 10) || 10,
    sortDir: query.get('sortDir') === 'asc' ? 'asc' : 'desc',
    state: text('state'),
    tournamentCategoryId: text('tournamentCategoryId'),
    paid: text('paid'),
    search: text('search'),
  };
}

/** /backoffice/tournaments/{tournamentId}/participations (spec 2 §2). */
export function ParticipationsPage() {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const { tournamentId = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const filters = filtersOf(query);
  const user = useCurrentUser();
  const list = useParticipations(tournamentId, filters);
  const action = useParticipationAction(tournamentId);
  const approveAll = useApproveAll(tournamentId);
  const confirmPayment = useConfirmPayment(tournamentId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const hasRating = list.data?.tournament.hasRating ?? false;
  const showId = user?.role === 'admin';

  const setFilters = (change: Partial<ParticipationFilters>) => {
    const next = new URLSearchParams(query);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setQuery(next, { replace: true });
  };

  const run = (participationId: number, name: TTournamentParticipationAction, body?: object) =>
    action.mutate(
      { participationId, action: name, ...(body ? { body } : {}) },
      {
        onSuccess: (result) => notify({ message: result.message, level: 'success' }),
        onSettled: () => setDialog(null),
      },
    );

  const choose = (row: TTournamentParticipation, name: TTournamentParticipationAction) => {
    if (name === 'reject' || name === 'delete' || name === 'boost-rating' || name === 'seed')
      setDialog({ kind: name, row });
    else run(row.id, name);
  };

  const menu = (row: TTournamentParticipation) => (
    <ParticipationActionMenu facts={factsOfParticipation(row, hasRating)} onChoose={(name) => choose(row, name)} />
  );
  const payable = (row: TTournamentParticipation) => row.state === 'approved' && !row.paid;
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const selectBox = (row: TTournamentParticipation) =>
    payable(row) ? (
      <input
        type="checkbox"
        className="focus-ring size-5"
        aria-label={`${t('select')} ${row.playerFullname}`}
        checked={selected.includes(row.id)}
        onChange={() => toggle(row.id)}
      />
    ) : null;

  const columns = useMemo<ColumnDef<TTournamentParticipation>[]>(
    () => [
      { id: 'select', header: '', cell: ({ row }) => selectBox(row.original) },
      ...(showId
        ? [
            {
              id: 'id',
              header: t('columns.id'),
              cell: ({ row }: { row: { original: TTournamentParticipation } }) => row.original.id,
            },
          ]
        : []),
      { id: 'player', header: t('columns.player'), cell: ({ row }) => <ParticipantName row={row.original} /> },
      { id: 'category', header: t('columns.category'), cell: ({ row }) => row.original.tournamentCategoryName },
      { id: 'state', header: t('columns.state'), cell: ({ row }) => t(`states.${row.original.state}`) },
      { id: 'seed', header: t('columns.seed'), cell: ({ row }) => row.original.seed ?? '—' },
      ...(hasRating
        ? [
            {
              id: 'rating',
              header: t('columns.rating'),
              cell: ({ row }: { row: { original: TTournamentParticipation } }) =>
                row.original.tournamentCategoryRating ?? 0,
            },
          ]
        : []),
      { id: 'paid', header: t('columns.paid'), cell: ({ row }) => <PaymentText row={row.original} /> },
      { id: 'actions', header: t('columns.actions'), cell: ({ row }) => menu(row.original) },
    ],
    [t, showId, hasRating, selected, list.data],
  );

  const categoryId = filters.tournamentCategoryId ? Number(filters.tournamentCategoryId) : null;

  return (
    <Page
      title={list.data ? `${t('title')} · ${list.data.tournament.name}` : t('title')}
      actions={<ButtonLink to={`/backoffice/tournaments/${tournamentId}/participations/create`}>{t('add')}</ButtonLink>}
    >
      <div className="space-y-4">
        <ParticipationRequestsPanel tournamentId={tournamentId} />
        <ParticipationFiltersBar
          filters={filters}
          categories={list.data?.tournament.categories ?? []}
          onChange={setFilters}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="court"
            disabled={categoryId === null || approveAll.isPending}
            title={categoryId === null ? t('approveAllHint') : undefined}
            onClick={() =>
              categoryId !== null &&
              approveAll.mutate(categoryId, { onSuccess: (r) => notify({ message: r.message, level: 'success' }) })
            }
          >
            {t('approveAll')}
          </Button>
          {categoryId === null && <span className="text-sm text-ink-muted">{t('approveAllHint')}</span>}
          <Button variant="secondary" disabled={selected.length === 0} onClick={() => setDialog({ kind: 'pay' })}>
            {`${t('payOnTheSpot')}${selected.length > 0 ? ` (${selected.length})` : ''}`}
          </Button>
        </div>
        <DataTable
          columns={columns}
          data={list.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          loading={list.isPending}
          emptyText={t('empty')}
          caption={t('title')}
          renderCard={(row) => (
            <ParticipationCard
              row={row}
              showId={showId}
              showRating={hasRating}
              actions={
                <div className="flex items-center gap-3">
                  {selectBox(row)}
                  {menu(row)}
                </div>
              }
            />
          )}
        />
        {list.data && (
          <Pagination
            page={list.data.meta.page}
            lastPage={list.data.meta.lastPage}
            total={list.data.meta.total}
            pageLength={list.data.meta.pageLength}
            onPageChange={(page) => setFilters({ page })}
            onPageLengthChange={(pageLength) => setFilters({ pageLength, page: 1 })}
          />
        )}
      </div>

      {dialog?.kind === 'reject' && (
        <RejectDialog
          pending={action.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(body) => run(dialog.row.id, 'reject', body)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          pending={action.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => run(dialog.row.id, 'delete')}
        >
          {t('delete.body')}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'boost-rating' && (
        <NumberDialog
          title={t('boost.title')}
          label={t('boost.label')}
          confirmLabel={t('boost.confirm')}
          min={1}
          max={250}
          pending={action.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(boost) => run(dialog.row.id, 'boost-rating', { boost })}
        />
      )}
      {dialog?.kind === 'seed' && (
        <NumberDialog
          title={t('seed.title')}
          label={t('seed.label', { max: dialog.row.seedCount })}
          confirmLabel={t('seed.confirm')}
          min={1}
          max={dialog.row.seedCount}
          pending={action.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(seed) => run(dialog.row.id, 'seed', { seed })}
        />
      )}
      {dialog?.kind === 'pay' && (
        <ConfirmDialog
          open
          tone="default"
          title={t('payOnTheSpotTitle')}
          confirmLabel={t('payOnTheSpot')}
          pending={confirmPayment.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            confirmPayment.mutate(selected, {
              onSuccess: (r) => {
                notify({ message: r.message, level: 'success' });
                setSelected([]);
              },
              onSettled: () => setDialog(null),
            })
          }
        >
          {t('payOnTheSpotBody', { count: selected.length })}
        </ConfirmDialog>
      )}
    </Page>
  );
}
