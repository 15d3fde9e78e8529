import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS } from '@tennis/contracts';
import type { PlayerMatchesFilters } from '../api/player-profile-api';

const KINDS = ['tournament', 'championship', 'friendly'] as const;

/** The matches page's filters from its URL: anything malformed falls back to "all" and the first page. */
export function filtersFromSearch(search: URLSearchParams): PlayerMatchesFilters {
  const year = Number(search.get('year'));
  const kind = KINDS.find((k) => k === search.get('kind'));
  const page = Number(search.get('page'));
  const pageLength = Number(search.get('pageLength'));
  return {
    year: Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : undefined,
    kind,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageLength: (PAGE_LENGTHS as readonly number[]).includes(pageLength) ? pageLength : DEFAULT_PAGE_LENGTH,
  };
}

/** The URL's query after a change; a new filter or page length starts again at page 1. */
export function searchWith(current: PlayerMatchesFilters, change: Partial<PlayerMatchesFilters>): URLSearchParams {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.year !== undefined) params.set('year', String(next.year));
  if (next.kind !== undefined) params.set('kind', next.kind);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.pageLength !== DEFAULT_PAGE_LENGTH) params.set('pageLength', String(next.pageLength));
  return params;
}
