import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { NORMALIZE_SEARCH_TEXT } from '../db/schema/search.js';
import type { ResourceFilter } from './define-resource.js';

// The filters the generic lists offer. Text filters match part of the value
// and ignore case and Greek tonos ('παπαδοπ' finds 'Παπαδόπουλος'), through
// the same normalize_search_text the search_name columns are built with.

const normalized = (expression: SQL | PgColumn) => sql`${sql.raw(NORMALIZE_SEARCH_TEXT)}(${expression})`;

/** LIKE wildcards typed by the user are matched literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accent- and case-insensitive "contains" on any text expression (searchNameMatches for columns not stored normalised). */
const containsNormalized = (expression: SQL | PgColumn, term: string): SQL =>
  sql`${normalized(expression)} like '%' || ${normalized(sql`${escapeLike(term)}`)} || '%'`;

/** Accent- and case-insensitive "contains" on any text column. */
export const textFilter =
  (column: SQL | PgColumn): ResourceFilter =>
  (value) =>
    containsNormalized(column, value);

/** An integer id or number equal to the value; anything else matches nothing. */
export const integerFilter =
  (column: PgColumn): ResourceFilter =>
  (value) =>
    /^-?\d{1,9}$/.test(value) ? eq(column, Number(value)) : sql`false`;

/** One of a closed list of values (a select filter); anything else matches nothing. */
export const optionFilter =
  (column: PgColumn, options: readonly string[]): ResourceFilter =>
  (value) =>
    options.includes(value) ? sql`${column} = ${value}` : sql`false`;

/** Yes/No filters: 1 is Ναι, 0 is Όχι (spec 1 §9); also true/false. */
export const booleanFilter =
  (condition: SQL): ResourceFilter =>
  (value) => {
    if (value === '1' || value === 'true') return condition;
    if (value === '0' || value === 'false') return sql`not (${condition})`;
    return undefined;
  };

/** Sort key of a text column: Greek names order alike with and without tonos on every server locale. */
export const textSort = (column: SQL | PgColumn): SQL => normalized(column);
