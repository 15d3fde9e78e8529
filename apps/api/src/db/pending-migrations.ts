import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { migrationsFolder } from './migrate.js';

/** A migration as drizzle-kit's journal lists it: its name and the time drizzle records it by. */
export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build ships (drizzle/meta/_journal.json), oldest first. */
export async function readMigrationJournal(folder = migrationsFolder): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The journal's migrations the database has not applied, by name. drizzle's
 * migrator writes a row per migration into drizzle.__drizzle_migrations (the
 * same schema on PGlite and PostgreSQL) with the journal's time as created_at.
 * A database never migrated has no such table: every migration is pending.
 */
export async function pendingMigrations(db: DbOrTx, journal: readonly JournalEntry[]): Promise<string[]> {
  const { rows: tables } = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!tables[0]?.present) return journal.map((entry) => entry.tag);
  const { rows } = await db.execute<{ applied: string }>(
    sql`select created_at::text as applied from drizzle.__drizzle_migrations`,
  );
  const applied = new Set(rows.map((row) => row.applied));
  return journal.filter((entry) => !applied.has(String(entry.when))).map((entry) => entry.tag);
}
