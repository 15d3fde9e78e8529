import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TCutText, TLogListQuery } from '@tennis/contracts';
import { LOG_TEXT_CUT } from '@tennis/contracts';
import { fieldError } from '../lib/http-error.js';
import { INVALID_SORT } from '../resources/list-query.js';

/** What one log list may be filtered and sorted by. */
export interface LogListSpec {
  sorts: Record<string, AnyPgColumn>;
  defaultSort: string;
  /** The column the Athens date range reads. */
  createdAt: AnyPgColumn;
  /** Filters by name; a blank value filters nothing. Unknown names are ignored, as in every list. */
  filters: Record<string, (value: string) => SQL | undefined>;
  /** The last order key, so rows with equal sort values keep one order from page to page. */
  tieBreaker: AnyPgColumn;
}

export interface LogListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  pageLength: number;
}

/** Where, order and paging of one call to a log list; an unknown sort column is a 422. */
export function planLogList(spec: LogListSpec, query: TLogListQuery): LogListPlan {
  const conditions: (SQL | undefined)[] = [];
  const athensDay = sql`(${spec.createdAt} at time zone 'Europe/Athens')::date`;
  for (const [name, raw] of Object.entries(query.filters ?? {})) {
    const value = raw.trim();
    if (value === '') continue;
    if (name === 'from') conditions.push(sql`${athensDay} >= ${value}::date`);
    else if (name === 'to') conditions.push(sql`${athensDay} <= ${value}::date`);
    else if (Object.hasOwn(spec.filters, name)) conditions.push(spec.filters[name]!(value));
  }
  const sortName = query.sort ?? spec.defaultSort;
  const column = Object.hasOwn(spec.sorts, sortName) ? spec.sorts[sortName] : undefined;
  if (column === undefined) throw fieldError('sort', INVALID_SORT);
  // Logs read newest first unless asked otherwise.
  const order = (query.sortDir ?? (query.sort === undefined ? 'desc' : 'asc')) === 'desc' ? desc : asc;
  return {
    where: and(...conditions),
    orderBy: [order(column), order(spec.tieBreaker)],
    limit: query.pageLength,
    offset: (query.page - 1) * query.pageLength,
    page: query.page,
    pageLength: query.pageLength,
  };
}

/** A text cut for a list cell. */
export function cutText(text: string | null | undefined, at: number = LOG_TEXT_CUT): TCutText | null {
  if (text === null || text === undefined) return null;
  return text.length > at ? { text: text.slice(0, at), cut: true } : { text, cut: false };
}

/** A JSON value as the text a log cell shows. */
export const jsonText = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value, null, 2);

/** Case-insensitive "contains", with the user's % and _ taken literally. */
export function contains(column: AnyPgColumn | SQL, value: string): SQL {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column}::text ilike ${`%${escaped}%`}`;
}
