import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { TCodeVersion } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { migrationsFolder } from '../db/migrate.js';
import { formatAthensDateTime } from '../lib/athens-time.js';

// /__code: which build runs and which migrations its database has. The build
// writes dist/build-info.json (scripts/write-build-info.mjs); a server run from
// the sources has none, and says so.

const buildInfoFile = fileURLToPath(new URL('../build-info.json', import.meta.url));

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export async function loadCodeVersion(db: Db): Promise<TCodeVersion> {
  const build = await readJson<{ commit?: string | null; builtAt?: string }>(buildInfoFile);
  const journal = await readJson<{ entries: { tag: string; when: number }[] }>(
    path.join(migrationsFolder, 'meta', '_journal.json'),
  );
  const { rows } = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by id`,
  );
  // drizzle records each migration by its journal time: that finds its name.
  const names = new Map((journal?.entries ?? []).map((entry) => [entry.when, entry.tag]));
  const applied = rows.map((row) => names.get(Number(row.created_at)) ?? String(row.created_at));
  return {
    commit: build?.commit ?? null,
    builtAt: build?.builtAt ? formatAthensDateTime(new Date(build.builtAt)) : null,
    migrations: { applied, known: journal?.entries.length ?? 0 },
  };
}
