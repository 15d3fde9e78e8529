import { flexRender, type Table } from '@tanstack/react-table';
import { Skeleton } from '../ui/spinner';
import { cx } from '../ui/cx';
import { pinnedCellClasses } from './pinned-cell';

/** The rows, or while loading as many skeleton rows as asked, each as wide as the columns. */
export function DataTableBody<T>({
  table,
  loading,
  skeletonRows,
}: {
  table: Table<T>;
  loading: boolean;
  skeletonRows: number;
}) {
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <tbody>
      {loading &&
        Array.from({ length: skeletonRows }, (_, i) => (
          <tr key={i} className="border-t border-line">
            {Array.from({ length: columnCount }, (_, j) => (
              <td key={j} className="px-4 py-3">
                <Skeleton className="h-4 w-full max-w-40" />
              </td>
            ))}
          </tr>
        ))}
      {!loading &&
        table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="group border-t border-line transition-colors hover:bg-surface-muted">
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={cx('px-4 py-3 align-middle', pinnedCellClasses(cell.column.id, 'body'))}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
    </tbody>
  );
}
