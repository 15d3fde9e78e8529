import {
  CHAMPIONSHIP_PARTICIPATION_STATES,
  CHAMPIONSHIP_PARTICIPATION_STATUSES,
  DEFAULT_PAGE_LENGTH,
  PAGE_LENGTHS,
  PARTICIPATION_SORTS,
  type TParticipationListQuery,
} from '@tennis/contracts';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list's query from the page's URL, so a filtered page can be shared and survives a reload; unknown values are dropped. */
export function listQueryFromSearch(search: URLSearchParams): TParticipationListQuery {
  const page = Number(search.get('page'));
  const pageLength = Number(search.get('pageLength'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageLength: (PAGE_LENGTHS as readonly number[]).includes(pageLength) ? pageLength : DEFAULT_PAGE_LENGTH,
    sort: oneOf(PARTICIPATION_SORTS, search.get('sort')) ?? 'createdAt',
    sortDir: search.get('sortDir') === 'asc' ? 'asc' : 'desc',
    state: oneOf(CHAMPIONSHIP_PARTICIPATION_STATES, search.get('state')),
    status: oneOf(CHAMPIONSHIP_PARTICIPATION_STATUSES, search.get('status')),
    paid: oneOf(['yes', 'no'] as const, search.get('paid')),
    search: search.get('search')?.trim() || undefined,
  };
}

/** A change to the URL's query: a changed filter goes back to page 1; empty values leave the URL. */
export function applyListChange(
  search: URLSearchParams,
  change: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** Clicking a column sorts by it ascending; clicking it again flips the direction. */
export function nextSort(
  current: Pick<TParticipationListQuery, 'sort' | 'sortDir'>,
  column: string,
): { sort: string; sortDir: 'asc' | 'desc' } {
  if (current.sort === column) return { sort: column, sortDir: current.sortDir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, sortDir: 'asc' };
}
