import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
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
import { Pagination } from '../pagination/pagination';
import { PlusCircleIcon } from '../svg-icons/icons';
import { resourceListQuery, resourceMetaQuery, useDeleteRecord, type ResourceRef } from './api/resource-api';
import {
  applyFilters,
  listStateFromSearchParams,
  listStateToSearchParams,
  toggleSort,
  type ListState,
  type ListStateRules,
} from './model/list-query';
import { formatFieldValue, recordIdOf, rowPermissionsOf } from './model/record-view';
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
};

/** A generic list page: `<ResourceListPage resource="clubs" base="/api/clubs" />`. */
export function ResourceListPage(props: ResourceListPageProps) {
  const { t } = useTranslation(RESOURCES_NS);
  const meta = useQuery(resourceMetaQuery(props));
  if (meta.data) return <ResourceList {...props} meta={meta.data} />;
  return (
    <Page title={props.title ?? ''}>
      {meta.isError ? (
        <Alert tone="danger" title={t('list.loadFailed')}>
          <p>{meta.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void meta.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </Page>
  );
}

function rulesOf(meta: TResourceMeta): ListStateRules {
  return {
    defaultSort: meta.defaultSort,
    defaultSortDir: meta.defaultSortDir,
    filterNames: meta.fields.filter((f) => f.filterable).map((f) => f.name),
    sortableNames: meta.fields.filter((f) => f.sortable).map((f) => f.name),
  };
}

function CellValue({ field, value, words }: { field: TFieldMeta; value: unknown; words: { yes: string; no: string } }) {
  const text = formatFieldValue(field, value, words);
  if (text && field.type === 'email')
    return (
      <a href={`mailto:${text}`} className="text-clay-700 hover:underline dark:text-clay-300">
        {text}
      </a>
    );
  if (text && (field.type === 'phone' || field.type === 'tel'))
    return (
      <a
        href={`tel:${text.replace(/\s/g, '')}`}
        className="whitespace-nowrap text-clay-700 hover:underline dark:text-clay-300"
      >
        {text}
      </a>
    );
  return <>{text}</>;
}

function ResourceList({
  meta,
  resource,
  base,
  paths: pathOverrides,
  title,
  intro,
  rowActions,
}: ResourceListPageProps & { meta: TResourceMeta }) {
  const { t } = useTranslation(RESOURCES_NS);
  const ref = { resource, base };
  const paths = { ...defaultResourcePaths(resource), ...pathOverrides };
  const [searchParams, setSearchParams] = useSearchParams();
  const rules = useMemo(() => rulesOf(meta), [meta]);
  const state = listStateFromSearchParams(searchParams, rules);
  const list = useQuery(resourceListQuery(ref, state));
  const remove = useDeleteRecord(ref);
  const [shown, setShown] = useState<TRecord | null>(null);
  const [toDelete, setToDelete] = useState<TRecord | null>(null);
  const words = { yes: t('values.yes'), no: t('values.no') };

  const go = (next: ListState) => setSearchParams(listStateToSearchParams(next, rules, searchParams));

  // After a deletion empties the last page, step back to the new last page.
  const lastPage = list.data?.meta.lastPage;
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && state.page > lastPage) {
      setSearchParams(listStateToSearchParams({ ...state, page: lastPage }, rules, searchParams), { replace: true });
    }
  }, [lastPage, state, rules, searchParams, setSearchParams]);

  const listed = meta.fields.filter((f) => f.listed);
  const filterable = meta.fields.filter((f) => f.filterable);

  const actionsOf = (record: TRecord) => {
    const permissions = rowPermissionsOf(meta, record);
    const id = recordIdOf(record);
    return (
      <RowActions
        permissions={permissions}
        editTo={paths.edit(id)}
        onShow={() => setShown(record)}
        onDelete={() => setToDelete(record)}
        extra={rowActions?.(record)}
      />
    );
  };

  const columns: ColumnDef<TRecord>[] = [
    ...listed.map((field): ColumnDef<TRecord> => ({
      id: field.name,
      accessorFn: (row) => row[field.name],
      header: field.label,
      enableSorting: field.sortable,
      cell: (info) => <CellValue field={field} value={info.getValue()} words={words} />,
    })),
    {
      id: '__actions',
      header: () => <span className="sr-only">{t('list.actions')}</span>,
      enableSorting: false,
      cell: (info) => actionsOf(info.row.original),
    },
  ];

  const [titleField, ...restFields] = listed.filter((f) => f.name !== 'id');
  const renderCard = (record: TRecord) => (
    <article className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <header className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs text-ink-muted">#{recordIdOf(record)}</p>
          <h2 className="font-semibold">
            {titleField ? formatFieldValue(titleField, record[titleField.name], words) : ''}
          </h2>
        </div>
      </header>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {restFields.map((field) => (
          <div key={field.name} className="contents">
            <dt className="text-ink-muted">{field.label}</dt>
            <dd className="min-w-0 break-words">
              <CellValue field={field} value={record[field.name]} words={words} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-2 -mb-2 border-t border-line pt-1">{actionsOf(record)}</div>
    </article>
  );

  const confirmDelete = () => {
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

  return (
    <Page
      title={title ?? meta.title}
      intro={intro}
      actions={
        meta.permissions.create ? (
          <ButtonLink to={paths.create}>
            <PlusCircleIcon className="size-5" />
            {t('list.create')}
          </ButtonLink>
        ) : undefined
      }
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
        <Alert tone="danger" title={t('list.loadFailed')}>
          <p>{list.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <DataTable
            columns={columns}
            data={list.data?.data ?? []}
            getRowId={(row) => String(recordIdOf(row))}
            loading={list.isPending}
            sort={{ column: state.sort, direction: state.sortDir }}
            onSort={(column) => go(toggleSort(state, column))}
            renderCard={renderCard}
            caption={title ?? meta.title}
            skeletonRows={Math.min(state.pageLength, 10)}
          />
          {list.data && (
            <Pagination
              className="mt-4"
              page={list.data.meta.page}
              lastPage={list.data.meta.lastPage}
              total={list.data.meta.total}
              pageLength={state.pageLength}
              onPageChange={(page) => go({ ...state, page })}
              onPageLengthChange={(pageLength) => go({ ...state, pageLength, page: 1 })}
            />
          )}
        </>
      )}

      <RecordDetails record={shown} fields={meta.fields} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <p>{t('delete.message', { id: toDelete ? recordIdOf(toDelete) : '' })}</p>
      </ConfirmDialog>
    </Page>
  );
}
