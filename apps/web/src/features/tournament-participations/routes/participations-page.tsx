import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTournamentParticipation, TTournamentParticipationAction } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import {
  useApproveAll,
  useParticipationAction,
  useParticipations,
  type ParticipationFilters,
} from '../api/participations-api';
import { ParticipationCard } from '../components/participation-card';
import { participationColumns, PaySelectBox } from '../components/participation-columns';
import { ParticipationActionMenu } from '../components/participation-action-menu';
import { ParticipationRequestsPanel } from '../components/participation-requests-panel';
import { ParticipationFiltersBar } from '../components/participation-filters';
import { ParticipationRowDialog, PayOnTheSpotDialog, type RowDialog } from '../components/participation-dialogs';
import { PARTICIPATIONS_NS } from '../i18n';

type Dialog = RowDialog | { kind: 'pay' } | null;

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

/** The list's filters, page and sort, kept in the URL; a change replaces the history entry. */
function useParticipationFilters() {
  const [query, setQuery] = useSearchParams();
  const setFilters = (change: Partial<ParticipationFilters>) => {
    const next = new URLSearchParams(query);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setQuery(next, { replace: true });
  };
  return [filtersOf(query), setFilters] as const;
}

/** /backoffice/tournaments/{tournamentId}/participations (spec 2 §2). */
export function ParticipationsPage() {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const { tournamentId = '' } = useParams();
  const [filters] = useParticipationFilters();
  const list = useParticipations(tournamentId, filters);
  return (
    <Page
      title={list.data ? `${t('title')} · ${list.data.tournament.name}` : t('title')}
      actions={<ButtonLink to={`/backoffice/tournaments/${tournamentId}/participations/create`}>{t('add')}</ButtonLink>}
    >
      <div className="space-y-4">
        <ParticipationRequestsPanel tournamentId={tournamentId} />
        <ParticipationsList tournamentId={tournamentId} />
      </div>
    </Page>
  );
}

/**
 * The category screen's participations tab (a child route of that screen): the
 * same list, filters, actions and dialogs, kept to the category.
 */
export function CategoryParticipationsTab() {
  const { tournamentId = '', categoryId = '' } = useParams();
  return <ParticipationsList tournamentId={tournamentId} categoryId={categoryId} />;
}

/**
 * Filters, bulk actions, the table (tiles on a phone) with each entry's action
 * menu, paging and the dialogs. Given a category, the list keeps to it and
 * offers no category filter.
 */
function ParticipationsList({ tournamentId, categoryId }: { tournamentId: string; categoryId?: string }) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const [urlFilters, setFilters] = useParticipationFilters();
  const filters = categoryId ? { ...urlFilters, tournamentCategoryId: categoryId } : urlFilters;
  const user = useCurrentUser();
  const list = useParticipations(tournamentId, filters);
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeDialog = () => setDialog(null);
  const [selected, setSelected] = useState<number[]>([]);
  const hasRating = list.data?.tournament.hasRating ?? false;
  const showId = user?.role === 'admin';

  const { run, choose, pending } = useRowActions(tournamentId, setDialog);

  const menu = (row: TTournamentParticipation) => (
    <ParticipationActionMenu row={row} hasRating={hasRating} onChoose={(action) => choose(row, action)} />
  );
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const selectBox = (row: TTournamentParticipation) => (
    <PaySelectBox row={row} checked={selected.includes(row.id)} onToggle={() => toggle(row.id)} />
  );

  const columns = useMemo(
    () => participationColumns(t, { showId, hasRating, selectBox, menu }),
    [t, showId, hasRating, selected, list.data],
  );

  return (
    <div className="space-y-4">
      <ParticipationFiltersBar
        filters={filters}
        categories={categoryId ? null : (list.data?.tournament.categories ?? [])}
        onChange={setFilters}
      />
      <BulkActions
        tournamentId={tournamentId}
        categoryId={filters.tournamentCategoryId ? Number(filters.tournamentCategoryId) : null}
        selectedCount={selected.length}
        onPay={() => setDialog({ kind: 'pay' })}
      />
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
      {list.data && <ParticipationsPagination meta={list.data.meta} setFilters={setFilters} />}

      {dialog && dialog.kind !== 'pay' && (
        <ParticipationRowDialog dialog={dialog} pending={pending} onClose={closeDialog} run={run} />
      )}
      {dialog?.kind === 'pay' && (
        <PayOnTheSpotDialog
          tournamentId={tournamentId}
          selected={selected}
          onClose={closeDialog}
          onPaid={() => setSelected([])}
        />
      )}
    </div>
  );
}

/** Approve every pending participation of the filtered category; confirm the selected ones as paid. */
function BulkActions({
  tournamentId,
  categoryId,
  selectedCount,
  onPay,
}: {
  tournamentId: string;
  categoryId: number | null;
  selectedCount: number;
  onPay: () => void;
}) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const approveAll = useApproveAll(tournamentId);
  return (
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
      <Button variant="secondary" disabled={selectedCount === 0} onClick={onPay}>
        {`${t('payOnTheSpot')}${selectedCount > 0 ? ` (${selectedCount})` : ''}`}
      </Button>
    </div>
  );
}

/** Runs an action on one participation, or first opens the dialog that asks what it needs. */
function useRowActions(tournamentId: string, setDialog: (dialog: Dialog) => void) {
  const action = useParticipationAction(tournamentId);
  const closeDialog = () => setDialog(null);
  const run = (participationId: number, name: TTournamentParticipationAction, body?: object) =>
    action.mutate(
      { participationId, action: name, ...(body ? { body } : {}) },
      {
        onSuccess: (result) => notify({ message: result.message, level: 'success' }),
        onSettled: closeDialog,
      },
    );

  const choose = (row: TTournamentParticipation, name: TTournamentParticipationAction) => {
    if (name === 'reject' || name === 'delete' || name === 'boost-rating' || name === 'seed' || name === 'entry-status')
      setDialog({ kind: name, row });
    else run(row.id, name);
  };
  return { run, choose, pending: action.isPending };
}

function ParticipationsPagination({
  meta,
  setFilters,
}: {
  meta: { page: number; lastPage: number; total: number; pageLength: number };
  setFilters: (change: Partial<ParticipationFilters>) => void;
}) {
  return (
    <Pagination
      page={meta.page}
      lastPage={meta.lastPage}
      total={meta.total}
      pageLength={meta.pageLength}
      onPageChange={(page) => setFilters({ page })}
      onPageLengthChange={(pageLength) => setFilters({ pageLength, page: 1 })}
    />
  );
}
