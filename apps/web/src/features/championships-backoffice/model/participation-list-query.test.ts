import { describe, expect, it } from 'vitest';
import { applyListChange, listQueryFromSearch, nextSort } from './participation-list-query';

describe('listQueryFromSearch', () => {
  it('reads the filters, paging and order from the URL', () => {
    expect(
      listQueryFromSearch(
        new URLSearchParams(
          'state=approved&status=off&paid=no&search=Νίκος&page=3&pageLength=25&sort=atrp&sortDir=asc',
        ),
      ),
    ).toEqual({
      page: 3,
      pageLength: 25,
      sort: 'atrp',
      sortDir: 'asc',
      state: 'approved',
      status: 'off',
      paid: 'no',
      search: 'Νίκος',
    });
  });

  it('falls back to page 1, 10 rows, newest first and drops unknown values', () => {
    expect(listQueryFromSearch(new URLSearchParams('state=maybe&pageLength=7&page=-2&sort=secret'))).toEqual({
      page: 1,
      pageLength: 10,
      sort: 'createdAt',
      sortDir: 'desc',
      state: undefined,
      status: undefined,
      paid: undefined,
      search: undefined,
    });
  });
});

describe('applyListChange', () => {
  it('goes back to page 1 when a filter changes and removes emptied filters', () => {
    const next = applyListChange(new URLSearchParams('page=4&state=pending'), { state: '', paid: 'yes' });
    expect(next.toString()).toBe('paid=yes');
  });

  it('keeps the filters when only the page changes', () => {
    expect(applyListChange(new URLSearchParams('state=pending'), { page: 2 }).toString()).toBe('state=pending&page=2');
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort({ sort: 'createdAt', sortDir: 'desc' }, 'name')).toEqual({ sort: 'name', sortDir: 'asc' });
    expect(nextSort({ sort: 'name', sortDir: 'asc' }, 'name')).toEqual({ sort: 'name', sortDir: 'desc' });
  });
});
