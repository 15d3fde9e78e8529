import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../db/pglite-extensions.js';
import type { FileStorage } from '../files/file-storage.js';
import { MANIFEST, differencesFrom } from './backup-files.js';
import type { BackupManifest } from './run-backup.js';

// Puts a backup (run-backup.ts) back into an empty place: a DATA_DIR whose
// database and uploads folders are missing or empty, or an empty database on
// a server. It never writes over data: restoring is for a new machine or a
// database made for the purpose, after which the app is pointed at it.
// Uploaded files go where the restored app reads them: DATA_DIR/uploads, or
// the bucket STORAGE_URL names (which moves a one-machine install's files
// into object storage). A backup made with object storage holds no files:
// its bucket keeps them, and the restore leaves it alone. A backup whose files
// are not the ones its manifest lists is refused before anything is written.

const run = promisify(execFile);

export interface RestoreTarget {
  dataDir: string;
  /** A server's empty database; unset restores the embedded database into DATA_DIR/pglite. */
  databaseUrl?: string | undefined;
  /** The bucket the backup's files are written into; unset: DATA_DIR/uploads, which must be empty. */
  objectStorage?: FileStorage | undefined;
}

export class RestoreRefused extends Error {}

const isEmptyFolder = async (folder: string) => (await readdir(folder).catch(() => [])).length === 0;

async function refuseUnlessEmpty(target: RestoreTarget, filesToDisk: boolean): Promise<void> {
  if (filesToDisk && !(await isEmptyFolder(path.join(target.dataDir, 'uploads'))))
    throw new RestoreRefused(`${path.join(target.dataDir, 'uploads')} is not empty`);
  if (!target.databaseUrl) {
    if (!(await isEmptyFolder(path.join(target.dataDir, 'pglite'))))
      throw new RestoreRefused(`${path.join(target.dataDir, 'pglite')} is not empty`);
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.n > 0) throw new RestoreRefused('the target database already has tables');
  } finally {
    await client.end();
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch(() => {
    throw new RestoreRefused(`${folder} holds no ${MANIFEST}: it is not a whole backup`);
  });
  try {
    return JSON.parse(text) as BackupManifest;
  } catch {
    throw new RestoreRefused(`${path.join(folder, MANIFEST)} is not readable JSON: the backup is damaged`);
  }
}

/** At most this many differences are named; the count says how many more there are. */
const DIFFERENCES_NAMED = 10;

/**
 * The manifest of a backup whose every file is the one the backup wrote;
 * refused, naming what differs, otherwise. A backup made before manifests
 * listed their files is taken as it is (`checked` false).
 */
export async function checkBackup(folder: string): Promise<{ manifest: BackupManifest; checked: boolean }> {
  const manifest = await readManifest(folder);
  if (!manifest.files) return { manifest, checked: false };
  const differences = await differencesFrom(folder, manifest.files);
  if (differences.length > 0) {
    const more = differences.length - DIFFERENCES_NAMED;
    throw new RestoreRefused(
      `this backup is not the one that was written:\n  ${differences.slice(0, DIFFERENCES_NAMED).join('\n  ')}${more > 0 ? `\n  and ${more} more` : ''}`,
    );
  }
  return { manifest, checked: true };
}

export async function restoreBackup(folder: string, target: RestoreTarget): Promise<BackupManifest> {
  const { manifest } = await checkBackup(folder);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== wanted)
    throw new RestoreRefused(
      `this backup is of the ${manifest.database} database; restore it ${manifest.database === 'pglite' ? 'without' : 'with'} DATABASE_URL`,
    );
  if (manifest.objectStorage && !target.objectStorage)
    throw new RestoreRefused(
      `this backup's files are in object storage (${manifest.objectStorage}); restore it with STORAGE_URL naming that bucket or a copy of it`,
    );
  const uploads = path.join(folder, 'uploads');
  const hasFiles = await stat(uploads).then(
    (found) => found.isDirectory(),
    () => false,
  );
  await refuseUnlessEmpty(target, hasFiles && !target.objectStorage);
  const dump = path.join(folder, manifest.dump);
  if (target.databaseUrl) {
    await run('psql', ['--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', `--file=${dump}`, target.databaseUrl], {
      maxBuffer: 64 * 1024 * 1024,
    });
  } else {
    await mkdir(path.join(target.dataDir, 'pglite'), { recursive: true });
    const pglite = await PGlite.create(path.join(target.dataDir, 'pglite'), {
      loadDataDir: new Blob([await readFile(dump)]),
      extensions: pgliteExtensions,
    });
    await pglite.close();
  }
  if (hasFiles && target.objectStorage) await writeFilesInto(target.objectStorage, uploads);
  else if (hasFiles) await cp(uploads, path.join(target.dataDir, 'uploads'), { recursive: true });
  return manifest;
}

/** Every file of the backup's uploads folder, under the key its path there is. */
async function writeFilesInto(storage: FileStorage, uploads: string): Promise<void> {
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((found) => found.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    await storage.write(path.relative(uploads, file).split(path.sep).join('/'), await readFile(file));
  }
}
