import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchWith } from './match-list-filters';

describe('match list filters in the URL', () => {
  it('reads known filters and drops malformed ones', () => {
    expect(filtersFromSearch(new URLSearchParams('state=concluded&suspended=1&from=2026-11-01&to=bad&page=3'))).toEqual(
      {
        state: 'concluded',
        suspended: '1',
        from: '2026-11-01',
        page: 3,
      },
    );
    expect(filtersFromSearch(new URLSearchParams('state=deleted&page=-2'))).toEqual({ page: 1 });
  });

  it('goes back to page 1 when a filter changes, and keeps the page when paging', () => {
    const current = { state: 'concluded' as const, page: 4 };
    expect(searchWith(current, { from: '2026-11-01' }).toString()).toBe('state=concluded&from=2026-11-01');
    expect(searchWith(current, { page: 2 }).toString()).toBe('state=concluded&page=2');
    expect(searchWith(current, { state: undefined }).toString()).toBe('');
  });
});
