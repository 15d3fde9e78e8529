import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { normalizeSearchText } from './normalize-search-text.js';

// Search by name on the stored search_name columns (decision 005): the typed
// term is normalised as the column was (normalizeSearchText mirrors the SQL
// function), so case, tonos and final sigma never matter, and the pg_trgm
// index answers "contains".

/** The term as a LIKE operand: normalised, with its own % and _ matched literally. */
export function normalizedTerm(term: string): SQL {
  const escaped = normalizeSearchText(term).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${escaped}::text`;
}

/**
 * 0 when the name starts with the term, 1 when a later word does, 2 when the
 * term is only inside a word: prefix matches rank first.
 */
export function prefixRank(searchName: PgColumn | SQL, term: SQL): SQL<number> {
  return sql<number>`(case when ${searchName} like ${term} || '%' then 0 when ${searchName} like '% ' || ${term} || '%' then 1 else 2 end)`;
}

/** The term anywhere in the name (the trigram index's case). */
export const containsTerm = (searchName: PgColumn | SQL, term: SQL): SQL =>
  sql`${searchName} like '%' || ${term} || '%'`;
