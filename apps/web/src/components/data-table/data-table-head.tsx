import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { cx } from '../ui/cx';
import { SortIcon } from '../svg-icons/icons';
import { pinnedCellClasses } from './pinned-cell';

function HeaderCell<T>({ header, onSort }: { header: Header<T, unknown>; onSort?: (column: string) => void }) {
  const sorted = header.column.getIsSorted();
  const canSort = header.column.getCanSort() && onSort !== undefined;
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cx('px-4 py-3 font-semibold whitespace-nowrap', pinnedCellClasses(header.column.id, 'head'))}
    >
      {canSort ? (
        <button
          type="button"
          onClick={() => onSort(header.column.id)}
          className="focus-ring -mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-ink"
        >
          {label}
          <SortIcon activeSort={sorted} className={cx('size-3.5', !sorted && 'opacity-50')} />
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** Column headers; a sortable one is a button that asks the page for that order. */
export function DataTableHead<T>({ table, onSort }: { table: Table<T>; onSort?: (column: string) => void }) {
  return (
    <thead className="bg-surface-sunken/70 text-xs uppercase tracking-wide text-ink-muted">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} onSort={onSort} />
          ))}
        </tr>
      ))}
    </thead>
  );
}
