import { describe, expect, it } from 'vitest';
import { backofficeFiltersFromSearch, filtersFromSearch, searchWith } from './match-list-filters';

describe('match list filters in the URL', () => {
  it('reads known filters and drops malformed ones', () => {
    expect(filtersFromSearch(new URLSearchParams('state=concluded&suspended=1&from=2026-11-01&to=bad&page=3'))).toEqual(
      {
        state: 'concluded',
        suspended: '1',
        from: '2026-11-01',
        page: 3,
        pageLength: 10,
      },
    );
    expect(filtersFromSearch(new URLSearchParams('state=deleted&page=-2'))).toEqual({ page: 1, pageLength: 10 });
  });

  it('reads the awaiting-result filter', () => {
    expect(filtersFromSearch(new URLSearchParams('state=awaiting')).state).toBe('awaiting');
  });

  it('reads a page length among the shared ones and falls back to ten otherwise', () => {
    expect(filtersFromSearch(new URLSearchParams('pageLength=25')).pageLength).toBe(25);
    expect(filtersFromSearch(new URLSearchParams('pageLength=7')).pageLength).toBe(10);
    expect(filtersFromSearch(new URLSearchParams('pageLength=100000')).pageLength).toBe(10);
  });

  it('goes back to page 1 when a filter or the page length changes, and keeps the page when paging', () => {
    const current = { state: 'concluded' as const, page: 4, pageLength: 10 };
    expect(searchWith(current, { from: '2026-11-01' }).toString()).toBe('state=concluded&from=2026-11-01');
    expect(searchWith(current, { page: 2 }).toString()).toBe('state=concluded&page=2');
    expect(searchWith(current, { state: undefined }).toString()).toBe('');
    expect(searchWith(current, { pageLength: 25 }).toString()).toBe('state=concluded&pageLength=25');
    expect(searchWith({ ...current, pageLength: 25 }, { page: 2 }).toString()).toBe(
      'state=concluded&page=2&pageLength=25',
    );
  });

  it('reads /matches’ kind and player name besides, dropping an unknown kind and a name under two letters', () => {
    expect(backofficeFiltersFromSearch(new URLSearchParams('kind=friendly&q=%20Παπα%20&state=concluded'))).toEqual({
      kind: 'friendly',
      q: 'Παπα',
      state: 'concluded',
      page: 1,
      pageLength: 10,
    });
    expect(backofficeFiltersFromSearch(new URLSearchParams('kind=exhibition&q=Π'))).toEqual({
      page: 1,
      pageLength: 10,
    });
    const current = { kind: 'tournament' as const, q: 'Λεβέντης', page: 3, pageLength: 10 };
    expect(searchWith(current, { q: undefined }).toString()).toBe('kind=tournament');
  });
});
