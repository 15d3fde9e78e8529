import { sql, type SQL } from 'drizzle-orm';
import { type ExtraConfigColumn, index, type PgColumn, text } from 'drizzle-orm/pg-core';

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
export const searchNameIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

/** `column LIKE '%term%'` with the term normalised in SQL and LIKE wildcards in it escaped. */
export function searchNameMatches(column: PgColumn, term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like '%' || ${sql.raw(NORMALIZE_SEARCH_TEXT)}(${escaped}) || '%'`;
}
