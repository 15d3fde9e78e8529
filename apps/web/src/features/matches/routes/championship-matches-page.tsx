import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TChampionshipMatchFilters, TMatch } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { MatchOptionsDialog } from '../../../components/score-form/match-options-dialog';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { formatDateTime } from '../../../lib/format';
import {
  exportUrl,
  useChampionshipMatches,
  useDeleteChampionshipMatch,
  useScheduleForm,
} from '../api/championship-matches-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ParticipantSwapDialog } from '../components/participant-swap-dialog';
import { SideName } from '../components/match-cells';
import { filtersFromSearch, searchWith } from '../model/match-list-filters';
import { MATCHES_NS } from '../i18n';

const column = createColumnHelper<TMatch>();

/** /backoffice/championships/{id}/matches: filters in the URL, ten a page, xlsx export, options per row. */
export function ChampionshipMatchesPage() {
  const { t } = useTranslation(MATCHES_NS);
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = filtersFromSearch(search);
  const { page, ...filters } = query;
  const matches = useChampionshipMatches(id, query);
  const scheduleForm = useScheduleForm(id);
  const [optionsOf, setOptionsOf] = useState<TMatch | null>(null);
  const [swapOf, setSwapOf] = useState<TMatch | null>(null);
  const [deleteOf, setDeleteOf] = useState<TMatch | null>(null);
  const remove = useDeleteChampionshipMatch(id);
  const change = (next: Partial<TChampionshipMatchFilters> | { page: number }) => setSearch(searchWith(query, next));
  const ids = { state: useId(), suspended: useId(), from: useId(), to: useId() };

  const optionsButton = (match: TMatch) =>
    match.permissions.manage ? (
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        aria-label={t('list.optionsOf', { id: match.id })}
        onClick={() => setOptionsOf(match)}
      >
        {t('list.options')}
      </button>
    ) : null;

  const columns = [
    column.accessor('id', { header: t('list.id') }),
    column.accessor('scheduledAt', { header: t('list.date'), cell: (info) => formatDateTime(info.getValue()) }),
    column.display({
      id: 'home',
      header: t('list.home'),
      cell: (info) => <SideName match={info.row.original} side="home" />,
    }),
    column.accessor('scoreText', {
      header: t('list.score'),
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.display({
      id: 'away',
      header: t('list.away'),
      cell: (info) => <SideName match={info.row.original} side="away" />,
    }),
    column.display({
      id: 'club',
      header: t('list.club'),
      cell: (info) => info.row.original.club?.acronym ?? info.row.original.club?.name ?? '',
    }),
    column.display({
      id: 'options',
      header: () => <span className="sr-only">{t('list.options')}</span>,
      cell: (info) => optionsButton(info.row.original),
    }),
  ];

  return (
    <Page
      title={t('list.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses('secondary')} href={exportUrl(id, filters)} download>
            {t('list.export')}
          </a>
          <ButtonLink to={`/backoffice/championships/${id}/matches/schedule`}>{t('list.schedule')}</ButtonLink>
        </div>
      }
    >
      <Card className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FieldShell id={ids.state} label={t('list.state')}>
          <select
            id={ids.state}
            className={inputClasses}
            value={filters.state ?? ''}
            onChange={(e) => change({ state: (e.target.value || undefined) as TChampionshipMatchFilters['state'] })}
          >
            <option value="">{t('list.stateAll')}</option>
            <option value="initialized">{t('list.stateInitialized')}</option>
            <option value="concluded">{t('list.stateConcluded')}</option>
          </select>
        </FieldShell>
        <FieldShell id={ids.suspended} label={t('list.suspended')}>
          <select
            id={ids.suspended}
            className={inputClasses}
            value={filters.suspended ?? ''}
            onChange={(e) =>
              change({ suspended: (e.target.value || undefined) as TChampionshipMatchFilters['suspended'] })
            }
          >
            <option value="">{t('list.suspendedAll')}</option>
            <option value="1">{t('list.suspendedYes')}</option>
            <option value="0">{t('list.suspendedNo')}</option>
          </select>
        </FieldShell>
        <FieldShell id={ids.from} label={t('list.from')}>
          <input
            id={ids.from}
            type="date"
            className={inputClasses}
            value={filters.from ?? ''}
            onChange={(e) => change({ from: e.target.value || undefined })}
          />
        </FieldShell>
        <FieldShell id={ids.to} label={t('list.to')}>
          <input
            id={ids.to}
            type="date"
            className={inputClasses}
            value={filters.to ?? ''}
            onChange={(e) => change({ to: e.target.value || undefined })}
          />
        </FieldShell>
      </Card>
      <DataTable
        columns={columns}
        data={matches.data?.data ?? []}
        getRowId={(match) => String(match.id)}
        loading={matches.isPending}
        emptyText={t('list.empty')}
        caption={t('list.title')}
        renderCard={(match) => (
          <Card className="space-y-1 p-4 sm:p-4">
            <div className="flex items-center justify-between text-xs text-ink-muted">
              <span>
                #{match.id} · {formatDateTime(match.scheduledAt)}
              </span>
              <span>{match.club?.acronym ?? match.club?.name}</span>
            </div>
            <p>
              <SideName match={match} side="home" /> <span className="text-ink-muted">{t('list.vs')}</span>{' '}
              <SideName match={match} side="away" />
            </p>
            <div className="flex items-center justify-between">
              <span className="font-medium tabular-nums">{match.scoreText}</span>
              {optionsButton(match)}
            </div>
          </Card>
        )}
      />
      {matches.data && matches.data.meta.total > 0 && (
        <Pagination
          className="mt-4"
          page={page}
          lastPage={matches.data.meta.lastPage}
          total={matches.data.meta.total}
          pageLength={matches.data.meta.pageLength}
          onPageChange={(next) => change({ page: next })}
        />
      )}
      {optionsOf && (
        <MatchOptionsDialog
          match={optionsOf}
          venues={scheduleForm.data?.venues}
          onClose={() => setOptionsOf(null)}
          onSwap={(match) => {
            setOptionsOf(null);
            setSwapOf(match);
          }}
          onDelete={(match) => {
            setOptionsOf(null);
            setDeleteOf(match);
          }}
        />
      )}
      <ConfirmDialog
        open={deleteOf !== null}
        title={t('list.deleteTitle')}
        pending={remove.isPending}
        onClose={() => setDeleteOf(null)}
        onConfirm={() =>
          deleteOf &&
          remove.mutate(deleteOf.id, {
            onSuccess: (answer) => notify({ level: 'success', message: answer.message, lifespan: 'quick' }),
            onError: (failure) => reportFormError(failure),
            onSettled: () => setDeleteOf(null),
          })
        }
      >
        {t('list.deleteConfirm', { id: deleteOf?.id })}
      </ConfirmDialog>
      {swapOf && <ParticipantSwapDialog match={swapOf} onClose={() => setSwapOf(null)} />}
    </Page>
  );
}
