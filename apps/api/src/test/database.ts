import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from '../db/client.js';
import { migrateDatabase, migrationsFolder } from '../db/migrate.js';

// A migrated database of its own for each test file.
//
// PGlite (default): the migrated template is built once and kept as a data
// directory dump; each call starts a PGlite from that dump, which is exactly
// what `pglite.clone()` does (about 1 s) without keeping a template instance
// running. Building the template (initdb and every migration) takes 5 to 10 s,
// and Vitest loads every test file in a fresh module graph, so the dump is also
// cached on disk, keyed by the migrations' content and the PGlite version: only
// the first test file after a schema change pays for it.
//
// TEST_DATABASE_URL set: each call creates a fresh database on that server,
// migrates it, and drops it on close(), so the same suite runs on PostgreSQL
// (where locks and concurrent transactions are real).

export interface TestDatabaseOptions {
  /** A PostgreSQL server to create the database on; defaults to TEST_DATABASE_URL, unset means PGlite. */
  serverUrl?: string | undefined;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = 'serverUrl' in options ? options.serverUrl : process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl) : createPgliteDatabase();
}

/**
 * Builds (or finds) the PGlite template ahead of time, e.g. from a Vitest
 * globalSetup, so parallel test files do not all build it at once.
 */
export async function prepareTestDatabaseTemplate(): Promise<void> {
  await migratedTemplate();
}

async function createPgliteDatabase(): Promise<Database> {
  const dump = await migratedTemplate();
  return wrapPglite(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
}

let template: Promise<Blob> | undefined;

/** The migrated template's data directory, memoized for the process. */
function migratedTemplate(): Promise<Blob> {
  template ??= loadOrBuildTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const cacheFile = path.join(tmpdir(), `tennis-api-test-db-${await templateKey()}.tar.gz`);
  try {
    return new Blob([await readFile(cacheFile)]);
  } catch {
    // Not cached yet: build it below.
  }
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrateDatabase(wrapPglite(pglite));
    const dump = await pglite.dumpDataDir('gzip');
    // Write then rename: test files starting together never read a half-written dump.
    const partial = `${cacheFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, cacheFile);
    return dump;
  } finally {
    await pglite.close();
  }
}

/** Changes whenever a migration or the PGlite version changes. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readPgliteVersion());
  const files = await listFiles(migrationsFolder);
  for (const file of files.sort()) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function readPgliteVersion(): Promise<string> {
  // The package exports no package.json: find it beside its entry point (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(await readFile(packageJson, 'utf8')) as { version: string }).version;
}

async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(folder, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(folder, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

async function createServerDatabase(serverUrl: string): Promise<Database> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 5 });
  const dropDatabase = async () => {
    await database.close();
    await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  try {
    await migrateDatabase(database);
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return { ...database, close: dropDatabase };
}

/** One statement on a connection of its own to the server (CREATE and DROP DATABASE cannot run inside a transaction). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
