import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';

// The seed writes rows in batches with their ids chosen up front, so rows can
// point at each other (a draw's next match, a wallet's match charge) before
// anything is inserted. Decision 005 allows pinned ids; the sequences are
// moved past them afterwards so the application's own inserts continue there.

/** Hands out the ids of the tables the seed writes, after the ones already used. */
export class IdAllocator {
  private readonly last = new Map<PgTable, number>();

  private constructor(private readonly tx: Tx) {}

  static async open(tx: Tx, tables: readonly PgTable[]): Promise<IdAllocator> {
    const allocator = new IdAllocator(tx);
    for (const table of tables) {
      const { rows } = await tx.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from ${table}`);
      allocator.last.set(table, rows[0]?.id ?? 0);
    }
    return allocator;
  }

  next(table: PgTable): number {
    const last = this.last.get(table);
    if (last === undefined) throw new Error(`ids of ${getTableName(table)} were not opened`);
    this.last.set(table, last + 1);
    return last + 1;
  }

  /** Sets every sequence to the highest id now in its table. */
  async continueSequences(): Promise<void> {
    for (const table of this.last.keys()) {
      const name = getTableName(table);
      await this.tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${table})) where exists (select 1 from ${table})`,
      );
    }
  }
}

/** Inserts rows in batches that stay well under PostgreSQL's 65,535 parameters per statement. */
export async function insertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}

/** created_at and updated_at of a row written at `at`. */
export function stamped(at: Date): { createdAt: Date; updatedAt: Date } {
  return { createdAt: at, updatedAt: at };
}
