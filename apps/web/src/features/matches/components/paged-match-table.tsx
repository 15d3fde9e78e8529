import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListResponse, TMatch } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { MATCHES_NS } from '../i18n';
import type { matchColumns } from './match-columns';

type Props = {
  /** The page the server answered; undefined while the first one loads. */
  list: TListResponse<TMatch> | undefined;
  loading: boolean;
  page: number;
  pageLength: number;
  caption: string;
  columns: ReturnType<typeof matchColumns>;
  renderCard: (match: TMatch) => ReactNode;
  onChange: (change: { page: number } | { pageLength: number }) => void;
};

/** A back-office match list's table (tiles on a phone) and its pagination, the page and its length in the URL. */
export function PagedMatchTable({ list, loading, page, pageLength, caption, columns, renderCard, onChange }: Props) {
  const { t } = useTranslation(MATCHES_NS);
  return (
    <>
      <DataTable
        columns={columns}
        data={list?.data ?? []}
        getRowId={(match) => String(match.id)}
        loading={loading}
        emptyText={t('list.empty')}
        caption={caption}
        renderCard={renderCard}
        skeletonRows={Math.min(pageLength, 10)}
      />
      {list && list.meta.total > 0 && (
        <Pagination
          className="mt-4"
          page={page}
          lastPage={list.meta.lastPage}
          total={list.meta.total}
          pageLength={list.meta.pageLength}
          onPageChange={(next) => onChange({ page: next })}
          onPageLengthChange={(next) => onChange({ pageLength: next })}
        />
      )}
    </>
  );
}
