import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

// Many rows in one value. The embedded database hands every field of every
// row to JavaScript one by one; for a thousand rows that cost about three
// times the query itself. Packed as one JSON text (built by the database in
// C, parsed by V8 in C++) the same rows cost a third. For hot paths that read
// or write hundreds of rows; the types are JSON's (numbers, strings, null),
// so a query selects what JSON can carry (float8, not numeric; text times).

/** The rows of `query`, with their column names as keys, read as one JSON value. */
export async function jsonRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const { rows } = await db.execute<{ rows: string }>(
    sql`select coalesce(json_agg(q), '[]'::json)::text as rows from (${query}) q`,
  );
  return JSON.parse(rows[0]!.rows) as T[];
}

/**
 * Rows sent as one jsonb parameter, as a FROM item named `alias` with the
 * given column definitions (`id integer, open_rank integer`): an UPDATE ...
 * FROM or INSERT ... SELECT without a parameter per value.
 */
export function jsonRecordset(rows: readonly object[], alias: string, columns: string): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.raw(alias)}(${sql.raw(columns)})`;
}
