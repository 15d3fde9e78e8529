import type { TChampionshipMatchFilters } from '@tennis/contracts';
import type { MatchListQuery } from '../api/championship-matches-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters and page as the URL holds them; unknown or malformed values are dropped. */
export function filtersFromSearch(search: URLSearchParams): MatchListQuery {
  const state = search.get('state');
  const suspended = search.get('suspended');
  const from = search.get('from');
  const to = search.get('to');
  const page = Number(search.get('page'));
  return {
    ...(state === 'concluded' || state === 'initialized' ? { state } : {}),
    ...(suspended === '0' || suspended === '1' ? { suspended } : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL of a change: a new filter goes back to page 1. */
export function searchWith(
  current: MatchListQuery,
  change: Partial<TChampionshipMatchFilters> | { page: number },
): URLSearchParams {
  const next: Record<string, string | number | undefined> =
    'page' in change ? { ...current, ...change } : { ...current, ...change, page: 1 };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}
