import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';
import { seedAccounts } from '../seed/accounts.js';
import { seedDemoData } from '../seed/index.js';
import { createTestDatabase } from '../test/database.js';
import { RestoreRefused, restoreBackup } from './restore-backup.js';
import { listBackups, runBackup } from './run-backup.js';

// The demo data and a few uploaded files, backed up and restored into an
// empty place: every table of every schema (ours, drizzle's migrations,
// pg-boss's) has the same rows, and every file the same bytes. On PGlite by
// default; on the server when TEST_DATABASE_URL is set (CI runs both).

const serverUrl = process.env.TEST_DATABASE_URL;
let source: Database;
let dir: string;
const UPLOADS = { 'championships/poster-1.jpg': randomBytes(2048), 'media/match-7/photo.png': randomBytes(512) };

/** Rows and a checksum of every table, in a fixed order. */
type Fingerprints = Record<string, { rows: number; md5: string }>;
type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function fingerprints(query: Query): Promise<Fingerprints> {
  const { rows: tables } = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle', 'pgboss') order by 1, 2`,
  );
  const result: Fingerprints = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const { rows } = await query(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
       from "${schema}"."${name}" t`,
    );
    result[`${schema}.${name}`] = rows[0] as { rows: number; md5: string };
  }
  return result;
}

const onSource: Query = (text) => source.db.execute(sql.raw(text));

async function filesUnder(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile()))
    files[path.relative(folder, path.join(entry.parentPath, entry.name))] = (
      await readFile(path.join(entry.parentPath, entry.name))
    ).toString('base64');
  return files;
}

beforeAll(async () => {
  source = await createTestDatabase();
  await seedDemoData(source.db, await seedAccounts(source.db));
  dir = await mkdtemp(path.join(tmpdir(), 'backup-'));
  for (const [key, bytes] of Object.entries(UPLOADS)) {
    await mkdir(path.dirname(path.join(dir, 'source', 'uploads', key)), { recursive: true });
    await writeFile(path.join(dir, 'source', 'uploads', key), bytes);
  }
}, 120_000);
afterAll(async () => {
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

/** An empty database on the server, dropped afterwards. */
async function emptyServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_restore_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

describe(`backup and restore (${serverUrl ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('restores the demo data and the uploaded files into an empty place, row for row and byte for byte', async () => {
    const before = await fingerprints(onSource);
    expect(before['public.players']!.rows).toBeGreaterThan(10);
    expect(before['drizzle.__drizzle_migrations']!.rows).toBeGreaterThan(10);

    const backup = await runBackup(source, { dataDir: path.join(dir, 'source'), keep: 3 });
    expect(backup).toMatchObject({ database: source.kind, uploadedFiles: 2, removed: [] });
    expect(backup.bytes).toBeGreaterThan(10_000);

    const target = path.join(dir, 'restored');
    if (serverUrl) {
      const empty = await emptyServerDatabase();
      try {
        await restoreBackup(backup.folder, { dataDir: target, databaseUrl: empty.url });
        const client = new pg.Client({ connectionString: empty.url });
        await client.connect();
        try {
          expect(await fingerprints((text) => client.query(text))).toEqual(before);
        } finally {
          await client.end();
        }
        // A second restore into the same database is refused: it has tables now.
        await expect(
          restoreBackup(backup.folder, { dataDir: path.join(dir, 'again'), databaseUrl: empty.url }),
        ).rejects.toBeInstanceOf(RestoreRefused);
      } finally {
        await empty.drop();
      }
    } else {
      await restoreBackup(backup.folder, { dataDir: target });
      const restored = await PGlite.create(path.join(target, 'pglite'), { extensions: pgliteExtensions });
      try {
        expect(await fingerprints((text) => restored.query(text))).toEqual(before);
      } finally {
        await restored.close();
      }
      // Restoring over a database that is there is refused.
      await expect(restoreBackup(backup.folder, { dataDir: target })).rejects.toBeInstanceOf(RestoreRefused);
    }
    expect(await filesUnder(path.join(target, 'uploads'))).toEqual(
      await filesUnder(path.join(dir, 'source', 'uploads')),
    );
  }, 120_000);

  it('keeps the newest backups and removes the older ones', async () => {
    const dataDir = path.join(dir, 'kept');
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 3, minute));
    for (const minute of [1, 2, 3]) await runBackup(source, { dataDir, keep: 2, now: at(minute) });
    const names = await listBackups(dataDir);
    expect(names).toEqual(['20261127T030200000Z', '20261127T030300000Z']);
    // A backup cut short leaves nothing that counts as one.
    expect(await readdir(path.join(dataDir, 'backups'))).toEqual(names);
  }, 120_000);
});
