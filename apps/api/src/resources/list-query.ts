import { and, asc, desc, type SQL } from 'drizzle-orm';
import { UNPAGINATED_LIMIT, type TListQuery } from '@tennis/contracts';
import { fieldError } from '../lib/http-error.js';
import type { AnyResourceDefinition, ResourceContext } from './define-resource.js';

export const INVALID_SORT = 'Μη έγκυρη στήλη ταξινόμησης';

const FILTER_KEY = /^filters\[([^\]]+)\]$/;

/**
 * The query string arrives flat (`filters[name]=Πεύκη`); the list schema
 * wants `filters: { name: 'Πεύκη' }`. Runs before validation. Built from
 * entries, so a name like `__proto__` is an own key like any other and never
 * reaches an object's prototype.
 */
export function foldFilterParams(query: unknown): unknown {
  if (query === null || typeof query !== 'object') return query;
  const folded: [string, unknown][] = [];
  const filters: [string, string][] = [];
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const name = FILTER_KEY.exec(key)?.[1];
    if (name === undefined) folded.push([key, value]);
    else if (typeof value === 'string') filters.push([name, value]);
    else if (Array.isArray(value) && typeof value.at(-1) === 'string') filters.push([name, value.at(-1) as string]);
  }
  if (filters.length === 0) return Object.fromEntries(folded);
  const given = folded.find(([key]) => key === 'filters')?.[1];
  const merged = [...Object.entries(given !== null && typeof given === 'object' ? given : {}), ...filters];
  return Object.fromEntries([...folded.filter(([key]) => key !== 'filters'), ['filters', Object.fromEntries(merged)]]);
}

/**
 * The participation lists take their filters as top-level query keys, so both
 * the links' `filters[state]=pending` and the table's own `state=pending` work.
 * A key given both ways keeps its top-level value.
 */
export function flattenFilterParams(query: unknown): unknown {
  const folded = foldFilterParams(query) as Record<string, unknown> | null;
  if (!folded || typeof folded !== 'object' || typeof folded.filters !== 'object') return folded;
  const { filters, ...rest } = folded as { filters: Record<string, string> };
  return { ...filters, ...rest };
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  pageLength: number;
}

/**
 * Where, order and paging of one list call. Unknown filter names are ignored
 * (a stale link must not break the page); an unknown sort column is a 422,
 * since it can only come from a wrong client.
 */
export function planList(definition: AnyResourceDefinition, query: TListQuery, context: ResourceContext): ListPlan {
  const conditions: (SQL | undefined)[] = [definition.policy.scope?.(context.actor)];
  for (const [name, raw] of Object.entries(query.filters ?? {})) {
    const value = raw.trim();
    // Own names only: `constructor` or `toString` name no filter, not Object's methods.
    const filter = Object.hasOwn(definition.filters, name) ? definition.filters[name] : undefined;
    if (filter && value !== '') conditions.push(filter(value, context));
  }
  const sortName = query.sort ?? definition.sort.default;
  const column = Object.hasOwn(definition.sort.columns, sortName) ? definition.sort.columns[sortName] : undefined;
  if (column === undefined) throw fieldError('sort', INVALID_SORT);
  const direction = query.sortDir ?? (query.sort === undefined ? definition.sort.defaultDir : 'asc');
  const order = direction === 'desc' ? desc : asc;
  const paginate = query.paginate !== '0' && query.paginate !== 'false';
  const pageLength = paginate ? query.pageLength : UNPAGINATED_LIMIT;
  const page = paginate ? query.page : 1;
  return {
    where: and(...conditions),
    // The id last: rows with equal sort values keep one order from page to page.
    orderBy: [order(column), order(definition.idColumn)],
    limit: pageLength,
    offset: (page - 1) * pageLength,
    page,
    pageLength,
  };
}
