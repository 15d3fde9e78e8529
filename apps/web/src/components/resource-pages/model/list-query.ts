import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS } from '@tennis/contracts';

type SortDir = 'asc' | 'desc';

/** What a generic list shows: the page, its length, the order and the filters. */
export interface ListState {
  page: number;
  pageLength: number;
  sort: string;
  sortDir: SortDir;
  filters: Record<string, string>;
}

/** What the URL may hold beyond filters; a filter never takes these names. */
const RESERVED = new Set(['page', 'pageLength', 'sort', 'sortDir']);

export interface ListStateRules {
  defaultSort: string;
  defaultSortDir: SortDir;
  /** Names of the fields offered in the filter panel. */
  filterNames: readonly string[];
  /** Names of the sortable fields; the default sort is always accepted. */
  sortableNames: readonly string[];
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/**
 * Reads the list state from the page's URL query. Filters are mirrored into
 * the query under their own names (`?name=Πεύκη&page=2`) so a link or a
 * reload shows the same rows; anything unknown or malformed falls back to the
 * defaults instead of reaching the server.
 */
export function listStateFromSearchParams(params: URLSearchParams, rules: ListStateRules): ListState {
  const length = positiveInt(params.get('pageLength'));
  const sort = params.get('sort');
  const sortDir = params.get('sortDir');
  const filters: Record<string, string> = {};
  for (const name of rules.filterNames) {
    if (RESERVED.has(name)) continue;
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const sortKnown = sort !== null && (sort === rules.defaultSort || rules.sortableNames.includes(sort));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageLength: length !== null && (PAGE_LENGTHS as readonly number[]).includes(length) ? length : DEFAULT_PAGE_LENGTH,
    sort: sortKnown ? sort : rules.defaultSort,
    sortDir: sortDir === 'asc' || sortDir === 'desc' ? sortDir : rules.defaultSortDir,
    filters,
  };
}

/**
 * Writes the list state into a URL query, leaving out whatever equals its
 * default so the address stays short. `rest` is the current query: keys the
 * list does not own (e.g. championshipId) stay, its own keys are rewritten,
 * so a cleared filter leaves the address too.
 */
export function listStateToSearchParams(
  state: ListState,
  rules: Pick<ListStateRules, 'defaultSort' | 'defaultSortDir' | 'filterNames'>,
  rest?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams();
  const owned = new Set([...RESERVED, ...rules.filterNames]);
  if (rest) {
    for (const [key, value] of rest) {
      if (!owned.has(key)) params.append(key, value);
    }
  }
  for (const name of rules.filterNames) {
    const trimmed = state.filters[name]?.trim();
    if (trimmed && !RESERVED.has(name)) params.set(name, trimmed);
  }
  if (state.sort !== rules.defaultSort || state.sortDir !== rules.defaultSortDir) {
    params.set('sort', state.sort);
    params.set('sortDir', state.sortDir);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageLength !== DEFAULT_PAGE_LENGTH) params.set('pageLength', String(state.pageLength));
  return params;
}

/** The API's list query: `page, pageLength, sort, sortDir, filters[name]=value`. */
export function listStateToApiQuery(state: ListState): URLSearchParams {
  const params = new URLSearchParams({
    page: String(state.page),
    pageLength: String(state.pageLength),
    sort: state.sort,
    sortDir: state.sortDir,
  });
  for (const [name, value] of Object.entries(state.filters)) {
    const trimmed = value.trim();
    if (trimmed) params.set(`filters[${name}]`, trimmed);
  }
  return params;
}

/** New filters always start again from the first page. */
export function applyFilters(state: ListState, filters: Record<string, string>): ListState {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value.trim()) kept[name] = value.trim();
  }
  return { ...state, filters: kept, page: 1 };
}

/**
 * A click on a column header: a new column sorts ascending, the same column
 * flips its direction.
 */
export function toggleSort(state: ListState, column: string): ListState {
  if (state.sort !== column) return { ...state, sort: column, sortDir: 'asc', page: 1 };
  return { ...state, sortDir: state.sortDir === 'asc' ? 'desc' : 'asc', page: 1 };
}
