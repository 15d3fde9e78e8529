import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

// Search by name (global search, player pickers) must ignore case and Greek
// tonos: "Παπαδόπουλος", "ΠΑΠΑΔΟΠΟΥΛΟΣ" and "παπαδοπουλος" are one name.
//
// The first migration defines `normalize_search_text(text)`: an IMMUTABLE SQL
// function (lower + translate of Greek and Latin accented letters, final sigma
// to sigma, whitespace collapsed). It needs no extension and gives the same
// answer on every server locale. Each searchable table keeps a STORED generated
// `search_name` column built with it, so the database keeps it right on every
// insert and update, and a pg_trgm GIN index on it answers `LIKE '%term%'`
// (pg_trgm ships with PostgreSQL and with PGlite's contrib bundle).
//
// Filters normalise the typed term with the same SQL function
// (`searchNameMatches`); the hot global search normalises it in JavaScript with
// a mirror of the function that a test keeps equal (search/normalize-search-text.ts).

export const NORMALIZE_SEARCH_TEXT = 'normalize_search_text';

/** A generated `search_name` column; `expression` is SQL over the table's own column names. */
export const searchName = (expression: string) =>
  text('search_name')
    .notNull()
    .generatedAlwaysAs(sql.raw(`${NORMALIZE_SEARCH_TEXT}(${expression})`));

/** Trigram GIN index on a `search_name` column. */
export const searchNameIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/** `column LIKE '%term%'` with the term normalised in SQL and LIKE wildcards in it escaped. */
export function searchNameMatches(column: PgColumn, term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like '%' || ${sql.raw(NORMALIZE_SEARCH_TEXT)}(${escaped}) || '%'`;
}

/** PostgreSQL's 64-bit transaction id, carried as text (it exceeds 2^53 in principle). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Every insert, delete and rename of a searchable row, written by triggers
 * (migration 0004) so no write path can forget it. Each process keeps the
 * global search's names in memory (search/live-search-index.ts) and reads
 * this log to stay current; a nightly job drops entries older than a day.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** player, tournament, championship or host. */
    kind: text('kind').notNull(),
    rowId: integer('row_id').notNull(),
    /** The writing transaction: readers use it as their watermark (see live-search-index.ts). */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: createdAt(),
  },
  (table) => [
    index('search_changes_xid_index').on(table.xid),
    index('search_changes_created_at_index').on(table.createdAt),
  ],
);
