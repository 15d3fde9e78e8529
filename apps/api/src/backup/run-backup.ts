import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../db/client.js';
import { MANIFEST, describeFiles, type BackupFiles } from './backup-files.js';

// A backup is a folder under DATA_DIR/backups named by its UTC time:
//   database.tar.gz  the embedded database's data directory (PGlite's own dump), or
//   database.sql     the server's database as pg_dump writes it (plain SQL, psql loads it);
//   uploads/         a copy of the uploaded files, when they live in DATA_DIR/uploads;
//   manifest.json    what it holds, for the restore command and for people,
//                    with every other file's size and SHA-256 (backup-files.ts).
// Files in object storage (STORAGE_URL) are not copied: a fleet's bucket
// outgrows one machine's disk, and the store keeps its own versions and
// replicas. The manifest then names the bucket the database's keys point into.
// It is written under a ".partial" name and renamed when whole, so a backup
// cut short never counts as one, and the oldest beyond `keep` are removed.
// restore-backup.ts reads it back; docs/operations/backup-and-restore.md says how.

const run = promisify(execFile);

const BACKUPS_FOLDER = 'backups';
const DATABASE_DUMP = { pglite: 'database.tar.gz', postgres: 'database.sql' } as const;
/** 20261127T031500123Z: sorts as it was made. */
const BACKUP_NAME = /^\d{8}T\d{9}Z$/;

export interface BackupManifest {
  createdAt: string;
  database: Database['kind'];
  dump: string;
  uploadedFiles: number;
  /** The bucket holding the uploaded files (STORAGE_URL without its secret) when they are not in this backup. */
  objectStorage?: string;
  /** Every other file of the backup; absent from backups made before it was written. */
  files?: BackupFiles;
}

export interface BackupOutcome extends BackupManifest {
  name: string;
  folder: string;
  bytes: number;
  /** Older backups removed to keep `keep`. */
  removed: string[];
}

export interface BackupSettings {
  dataDir: string;
  /** Backups kept, this one included. */
  keep: number;
  /** Set when the uploaded files live in object storage: the bucket, named without its secret. */
  objectStorage?: string | undefined;
  now?: Date;
}

const nameOf = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

async function dumpDatabase(database: Database, folder: string): Promise<string> {
  if (database.pglite) {
    const dump = await database.pglite.dumpDataDir('gzip');
    await writeFile(path.join(folder, DATABASE_DUMP.pglite), new Uint8Array(await dump.arrayBuffer()));
    return DATABASE_DUMP.pglite;
  }
  // The address the pool connects to (pg-boss reads it the same way).
  const url = (database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
  if (!url) throw new Error('A backup of the database server needs its connection string');
  // The server's own tool: a consistent snapshot of every schema (ours, drizzle's and pg-boss's).
  const file = path.join(folder, DATABASE_DUMP.postgres);
  await run('pg_dump', ['--no-owner', '--no-privileges', '--format=plain', `--file=${file}`, url]).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error('pg_dump was not found: install the PostgreSQL client tools of the server’s version');
      throw error;
    },
  );
  return DATABASE_DUMP.postgres;
}

/** Copies DATA_DIR/uploads into the backup; answers how many files it held. */
async function copyUploads(dataDir: string, folder: string): Promise<number> {
  const uploads = path.join(dataDir, 'uploads');
  const exists = await stat(uploads).then(
    (found) => found.isDirectory(),
    () => false,
  );
  if (!exists) return 0;
  await cp(uploads, path.join(folder, 'uploads'), { recursive: true });
  return (await readdir(path.join(folder, 'uploads'), { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  ).length;
}

/** The whole backups, oldest first. */
export async function listBackups(dataDir: string): Promise<string[]> {
  const names = await readdir(path.join(dataDir, BACKUPS_FOLDER)).catch(() => [] as string[]);
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

export async function runBackup(database: Database, settings: BackupSettings): Promise<BackupOutcome> {
  const root = path.join(settings.dataDir, BACKUPS_FOLDER);
  const name = nameOf(settings.now ?? new Date());
  const partial = path.join(root, `${name}.partial`);
  const folder = path.join(root, name);
  await mkdir(partial, { recursive: true });
  try {
    const dump = await dumpDatabase(database, partial);
    const { objectStorage } = settings;
    const uploadedFiles = objectStorage ? 0 : await copyUploads(settings.dataDir, partial);
    const files = await describeFiles(partial);
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      database: database.kind,
      dump,
      uploadedFiles,
      ...(objectStorage ? { objectStorage } : {}),
      files,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    const removed = (await listBackups(settings.dataDir)).slice(0, -Math.max(1, settings.keep));
    await Promise.all(removed.map((old) => rm(path.join(root, old), { recursive: true, force: true })));
    const bytes = Object.values(files).reduce((sum, file) => sum + file.bytes, 0);
    return { ...manifest, name, folder, bytes, removed };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
