import {
  DEFAULT_PAGE_LENGTH,
  PAGE_LENGTHS,
  type TBackofficeMatchFilters,
  type TChampionshipMatchFilters,
} from '@tennis/contracts';
import type { MatchListQuery } from '../api/championship-matches-api';

/** The query of the back office's every-match list (/matches): the championship list's and the kind and a player's name. */
export type BackofficeMatchListQuery = TBackofficeMatchFilters & { page: number; pageLength: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATES: readonly string[] = [
  'concluded',
  'initialized',
  'awaiting',
] satisfies TChampionshipMatchFilters['state'][];

/** The list's filters, page and page length as the URL holds them; unknown or malformed values are dropped. */
export function filtersFromSearch(search: URLSearchParams): MatchListQuery {
  const state = search.get('state');
  const suspended = search.get('suspended');
  const from = search.get('from');
  const to = search.get('to');
  const page = Number(search.get('page'));
  const pageLength = Number(search.get('pageLength'));
  return {
    ...(state && STATES.includes(state) ? { state: state as TChampionshipMatchFilters['state'] } : {}),
    ...(suspended === '0' || suspended === '1' ? { suspended } : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageLength: (PAGE_LENGTHS as readonly number[]).includes(pageLength) ? pageLength : DEFAULT_PAGE_LENGTH,
  };
}

const KINDS: readonly string[] = ['championship', 'tournament', 'friendly'] satisfies TBackofficeMatchFilters['kind'][];

/** /matches' filters as the URL holds them: the championship list's, the kind, and a name of two letters or more. */
export function backofficeFiltersFromSearch(search: URLSearchParams): BackofficeMatchListQuery {
  const kind = search.get('kind');
  const q = search.get('q')?.trim();
  return {
    ...filtersFromSearch(search),
    ...(kind && KINDS.includes(kind) ? { kind: kind as TBackofficeMatchFilters['kind'] } : {}),
    ...(q && q.length >= 2 ? { q: q.slice(0, 100) } : {}),
  };
}

/** The URL of a change: a new filter or page length goes back to page 1; defaults stay out of the URL. */
export function searchWith(
  current: BackofficeMatchListQuery,
  change: Partial<TBackofficeMatchFilters> | { page: number } | { pageLength: number },
): URLSearchParams {
  const next: Record<string, string | number | undefined> =
    'page' in change ? { ...current, ...change } : { ...current, ...change, page: 1 };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === '') continue;
    if ((key === 'page' && value === 1) || (key === 'pageLength' && value === DEFAULT_PAGE_LENGTH)) continue;
    params.set(key, String(value));
  }
  return params;
}
