import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TListMeta } from '@tennis/contracts';
import { ListPagination, useListPaging } from './list-paging';

afterEach(cleanup);

/** A list that answers the page and length it was asked for. */
function PagedList({ total }: { total: number }) {
  const paging = useListPaging();
  const meta: TListMeta = {
    total,
    page: paging.page,
    pageLength: paging.pageLength,
    lastPage: Math.max(1, Math.ceil(total / paging.pageLength)),
  };
  return (
    <>
      <p>
        page {paging.page} of length {paging.pageLength}
      </p>
      <ListPagination meta={meta} paging={paging} />
    </>
  );
}

describe('ListPagination', () => {
  it('starts again from the first page when the page length changes', async () => {
    render(<PagedList total={60} />);
    await userEvent.click(screen.getByRole('button', { name: 'Σελίδα 2' }));
    expect(screen.getByText('page 2 of length 10')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Εγγραφές ανά σελίδα' }), '25');
    expect(screen.getByText('page 1 of length 25')).toBeTruthy();
  });

  it('shows nothing while the list has no rows', () => {
    render(<PagedList total={0} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
