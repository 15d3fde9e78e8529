import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFieldMeta, TRecord, TResourceMeta } from '@tennis/contracts';
import { showError } from '../../lib/error-dialog-store';
import { notify } from '../../lib/notify';
import { ButtonLink, Button } from '../ui/button';
import { Alert } from '../ui/card';
import { Page } from '../ui/page';
import { Skeleton } from '../ui/spinner';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { DataTable } from '../data-table/data-table';
import { ACTIONS_COLUMN_ID } from '../data-table/pinned-cell';
import { Pagination } from '../pagination/pagination';
import { PlusCircleIcon } from '../svg-icons/icons';
import { useResourceMeta, useDeleteRecord, type ResourceRef } from './api/resource-api';
import { applyFilters, toggleSort, type ListState } from './model/list-query';
import { recordIdOf, recordNameOf, rowPermissionsOf } from './model/record-view';
import { CellValue, RecordCard } from './parts/record-card';
import { useResourceListState } from './use-resource-list-state';
import { FilterPanel } from './parts/filter-panel';
import { RecordDetails } from './parts/record-details';
import { RowActions } from './parts/row-actions';
import { defaultResourcePaths, type ResourcePaths } from './resource-paths';
import { RESOURCES_NS } from './i18n';

export type ResourceListPageProps = ResourceRef & {
  paths?: Partial<ResourcePaths>;
  /** Overrides the meta's title. */
  title?: string;
  intro?: ReactNode;
  /** A resource's own row actions (e.g. a client's ATRP), drawn before show, edit and delete. */
  rowActions?: (record: TRecord) => ReactNode;
  /** The page that shows a record, when it has one (null: the details dialog). */
  showTo?: (record: TRecord) => string | null;
};

/** A generic list page: `<ResourceListPage resource="clubs" base="/api/clubs" />`. */
export function ResourceListPage(props: ResourceListPageProps) {
  const meta = useResourceMeta(props);
  if (meta.data) return <ResourceList {...props} meta={meta.data} />;
  return (
    <Page title={props.title ?? ''}>
      {meta.isError ? (
        <LoadFailed error={meta.error} onRetry={() => void meta.refetch()} />
      ) : (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </Page>
  );
}

function ResourceList({
  meta,
  resource,
  base,
  paths: pathOverrides,
  title,
  intro,
  rowActions,
  showTo,
}: ResourceListPageProps & { meta: TResourceMeta }) {
  const { t } = useTranslation(RESOURCES_NS);
  const ref = { resource, base };
  const paths = { ...defaultResourcePaths(resource), ...pathOverrides };
  const { state, go, list } = useResourceListState(ref, meta);
  const [shown, setShown] = useState<TRecord | null>(null);
  const deletion = useDeletion(ref);
  const words = { yes: t('values.yes'), no: t('values.no') };
  const listed = meta.fields.filter((f) => f.listed);
  const filterable = meta.fields.filter((f) => f.filterable);

  const actionsOf = (record: TRecord) => (
    <RowActions
      permissions={rowPermissionsOf(meta, record)}
      name={recordNameOf(record, listed)}
      editTo={paths.edit(recordIdOf(record))}
      showTo={showTo?.(record)}
      onShow={() => setShown(record)}
      onDelete={() => deletion.ask(record)}
      extra={rowActions?.(record)}
    />
  );

  const columns = columnsOf(listed, words, t('list.actions'), actionsOf);

  return (
    <Page
      title={title ?? meta.title}
      intro={intro}
      actions={meta.permissions.create ? <CreateLink to={paths.create} /> : undefined}
    >
      {filterable.length > 0 && (
        <FilterPanel
          key={JSON.stringify(state.filters)}
          fields={filterable}
          values={state.filters}
          onApply={(filters) => go(applyFilters(state, filters))}
        />
      )}

      {list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            columns={columns}
            data={list.data?.data ?? []}
            getRowId={(row) => String(recordIdOf(row))}
            loading={list.isPending}
            sort={{ column: state.sort, direction: state.sortDir }}
            onSort={(column) => go(toggleSort(state, column))}
            renderCard={(record) => (
              <RecordCard record={record} listed={listed} words={words} actions={actionsOf(record)} />
            )}
            caption={title ?? meta.title}
            skeletonRows={Math.min(state.pageLength, 10)}
          />
          {list.data && <ListPagination answer={list.data.meta} state={state} go={go} />}
        </>
      )}

      <RecordDetails record={shown} fields={meta.fields} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={deletion.record !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        pending={deletion.pending}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        <p>{t('delete.message', { id: deletion.record ? recordIdOf(deletion.record) : '' })}</p>
      </ConfirmDialog>
    </Page>
  );
}

/** The record the user asked to delete, until they confirm (then it is deleted and a notice says so) or cancel. */
function useDeletion(ref: ResourceRef) {
  const { t } = useTranslation(RESOURCES_NS);
  const remove = useDeleteRecord(ref);
  const [toDelete, setToDelete] = useState<TRecord | null>(null);
  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(recordIdOf(toDelete), {
      onSuccess: () => {
        setToDelete(null);
        notify({ level: 'success', message: t('notices.deleted'), lifespan: 3000 });
      },
      onError: (error) => {
        setToDelete(null);
        showError(error);
      },
    });
  };

  return {
    record: toDelete,
    ask: setToDelete,
    cancel: () => setToDelete(null),
    confirm,
    pending: remove.isPending,
  };
}

function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation(RESOURCES_NS);
  return (
    <Alert tone="danger" title={t('list.loadFailed')}>
      <p>{error.message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}

/** One column per listed field, then the row's actions. */
function columnsOf(
  listed: TFieldMeta[],
  words: { yes: string; no: string },
  actionsLabel: string,
  actionsOf: (record: TRecord) => ReactNode,
): ColumnDef<TRecord>[] {
  return [
    ...listed.map((field): ColumnDef<TRecord> => ({
      id: field.name,
      accessorFn: (row) => row[field.name],
      header: field.label,
      enableSorting: field.sortable,
      cell: (info) => <CellValue field={field} value={info.getValue()} words={words} />,
    })),
    {
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">{actionsLabel}</span>,
      enableSorting: false,
      cell: (info) => actionsOf(info.row.original),
    },
  ];
}

function ListPagination({
  answer,
  state,
  go,
}: {
  answer: { page: number; lastPage: number; total: number };
  state: ListState;
  go: (next: ListState) => void;
}) {
  return (
    <Pagination
      className="mt-4"
      page={answer.page}
      lastPage={answer.lastPage}
      total={answer.total}
      pageLength={state.pageLength}
      onPageChange={(page) => go({ ...state, page })}
      onPageLengthChange={(pageLength) => go({ ...state, pageLength, page: 1 })}
    />
  );
}

function CreateLink({ to }: { to: string }) {
  const { t } = useTranslation(RESOURCES_NS);
  return (
    <ButtonLink to={to}>
      <PlusCircleIcon className="size-5" />
      {t('list.create')}
    </ButtonLink>
  );
}
