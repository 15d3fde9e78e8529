import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchWith } from './matches-search';

describe('the matches page filters in the URL', () => {
  it('reads year, kind, page and page length', () => {
    expect(filtersFromSearch(new URLSearchParams('year=2025&kind=tournament&page=3&pageLength=25'))).toEqual({
      year: 2025,
      kind: 'tournament',
      page: 3,
      pageLength: 25,
    });
  });

  it('falls back to all years and kinds, page 1 of ten for anything malformed', () => {
    expect(filtersFromSearch(new URLSearchParams('year=abc&kind=bogus&page=-2&pageLength=7'))).toEqual({
      year: undefined,
      kind: undefined,
      page: 1,
      pageLength: 10,
    });
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page does', () => {
    const current = { year: 2025, kind: undefined, page: 4, pageLength: 10 };
    expect(searchWith(current, { kind: 'championship' }).toString()).toBe('year=2025&kind=championship');
    expect(searchWith(current, { page: 2 }).toString()).toBe('year=2025&page=2');
    expect(searchWith(current, { year: undefined }).toString()).toBe('');
  });
});
