import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import {
  applyFilters,
  listStateFromSearchParams,
  listStateToSearchParams,
  toggleSort,
  type ListStateRules,
} from '../../../components/resource-pages/model/list-query';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { logListQuery } from '../api/log-lists-api';
import { LogFilters, type LogFilter } from './log-filters';

type Props<Row> = {
  title: string;
  intro: string;
  endpoint: string;
  filters: LogFilter[];
  sortable: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack columns mix value types
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  renderCard: (row: Row) => ReactNode;
  emptyText: string;
};

/**
 * A read-only god-mode list: filters and a date range, server-side sort and
 * pages, all kept in the address so a link or a reload shows the same rows.
 */
export function LogListPage<Row>({
  title,
  intro,
  endpoint,
  filters,
  sortable,
  columns,
  getRowId,
  renderCard,
  emptyText,
}: Props<Row>) {
  const [search, setSearch] = useSearchParams();
  const rules: ListStateRules = {
    defaultSort: 'createdAt',
    defaultSortDir: 'desc',
    filterNames: [...filters.map((filter) => filter.name), 'from', 'to'],
    sortableNames: sortable,
  };
  const state = listStateFromSearchParams(search, rules);
  const list = useQuery(logListQuery<Row>(endpoint, state));
  const go = (next: typeof state) => setSearch(listStateToSearchParams(next, rules, search));

  return (
    <Page title={title} intro={intro}>
      <LogFilters
        key={JSON.stringify(state.filters)}
        filters={filters}
        values={state.filters}
        onApply={(values) => go(applyFilters(state, values))}
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            columns={columns}
            data={list.data?.data ?? []}
            getRowId={getRowId}
            loading={list.isPending}
            sort={{ column: state.sort, direction: state.sortDir }}
            onSort={(column) => go(toggleSort(state, column))}
            renderCard={renderCard}
            caption={title}
            emptyText={emptyText}
            skeletonRows={Math.min(state.pageLength, 10)}
          />
          {list.data && list.data.meta.total > 0 && (
            <Pagination
              className="mt-4"
              page={list.data.meta.page}
              lastPage={list.data.meta.lastPage}
              total={list.data.meta.total}
              pageLength={list.data.meta.pageLength}
              onPageChange={(page) => go({ ...state, page })}
              onPageLengthChange={(pageLength) => go({ ...state, pageLength, page: 1 })}
            />
          )}
        </>
      )}
    </Page>
  );
}
