import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { Skeleton } from '../ui/spinner';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { DataTableBody } from './data-table-body';
import { DataTableHead } from './data-table-head';

type DataTableSort = { column: string; direction: 'asc' | 'desc' };

type DataTableProps<T> = {
  /** Columns; a column sorts only when `enableSorting` is true on it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack columns mix value types
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  loading?: boolean;
  /** The server's order: sorting happens there, the table only shows and asks for it. */
  sort?: DataTableSort;
  onSort?: (column: string) => void;
  emptyText?: ReactNode;
  /** Below 640 px each row is drawn as a card instead of a table row. */
  renderCard: (row: T) => ReactNode;
  caption?: string;
  skeletonRows?: number;
};

/**
 * A server-driven table: TanStack Table lays out headers and cells, the page
 * owns the data, order and paging. Phones get one card per row.
 */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  loading = false,
  sort,
  onSort,
  emptyText,
  renderCard,
  caption,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const { t } = useTranslation(SHARED_UI_NS);
  const sorting: SortingState = sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [];
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: () => {},
  });
  const empty = !loading && data.length === 0;

  return (
    <div aria-busy={loading}>
      {/* Phone: one card per row. */}
      <div className="space-y-3 sm:hidden">
        {loading &&
          Array.from({ length: skeletonRows }, (_, i) => <Skeleton key={i} className="h-24 w-full rounded-card" />)}
        {!loading && data.map((row) => <div key={getRowId(row)}>{renderCard(row)}</div>)}
      </div>

      <div className="relative hidden overflow-x-auto rounded-card border border-line bg-surface sm:block">
        <table className="w-full border-collapse text-left text-sm">
          {caption && <caption className="sr-only">{caption}</caption>}
          <DataTableHead table={table} onSort={onSort} />
          <DataTableBody table={table} loading={loading} skeletonRows={skeletonRows} />
        </table>
      </div>

      {loading && <span className="sr-only">{t('table.loading')}</span>}
      {empty && (
        <p className="rounded-card border border-dashed border-line bg-surface px-4 py-10 text-center text-ink-muted sm:mt-0 sm:rounded-t-none sm:border-t-0">
          {emptyText ?? t('table.empty')}
        </p>
      )}
    </div>
  );
}
