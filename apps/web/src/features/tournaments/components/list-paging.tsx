import { useState } from 'react';
import { DEFAULT_PAGE_LENGTH, type TListMeta } from '@tennis/contracts';
import { Pagination } from '../../../components/pagination/pagination';

/** The page a tournament list shows and its length; a new length starts again from the first page. */
export function useListPaging() {
  const [page, setPage] = useState(1);
  const [pageLength, setPageLength] = useState(DEFAULT_PAGE_LENGTH);
  const changePageLength = (length: number) => {
    setPageLength(length);
    setPage(1);
  };
  return { page, pageLength, setPage, changePageLength };
}

type ListPagingProps = { meta: TListMeta | undefined; paging: ReturnType<typeof useListPaging> };

/** The list's page numbers and page length, once it has rows to page through. */
export function ListPagination({ meta, paging }: ListPagingProps) {
  if (!meta || meta.total === 0) return null;
  return (
    <Pagination
      className="mt-6"
      page={meta.page}
      lastPage={meta.lastPage}
      total={meta.total}
      pageLength={paging.pageLength}
      onPageChange={paging.setPage}
      onPageLengthChange={paging.changePageLength}
    />
  );
}
