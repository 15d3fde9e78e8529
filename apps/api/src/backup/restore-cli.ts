import path from 'node:path';
import { ConfigurationError, loadEnv, type Env } from '../config/env.js';
import { createFileStorage } from '../files/create-file-storage.js';
import { RestoreRefused, checkBackup, restoreBackup } from './restore-backup.js';
import type { BackupManifest } from './run-backup.js';

// `npm run restore -- <backup folder>`: puts a backup (DATA_DIR/backups/<name>,
// written by the nightly job or the console's backup-run) into the place the
// environment names: DATA_DIR for the files and the embedded database, or the
// empty database DATABASE_URL names (loaded with psql), and the bucket
// STORAGE_URL names for the files when set. It refuses a place that already
// holds data, and a backup whose files are not the ones its manifest lists.
// `npm run restore -- --check <backup folder>` only compares the files, e.g.
// after copying backups off the machine. docs/operations/backup-and-restore.md
// has the steps.

const USAGE = 'Usage: npm run restore -- [--check] <backup folder>';

/** Compares a backup's files with its manifest and says so; restores nothing. */
async function check(folder: string): Promise<number> {
  const { manifest, checked } = await checkBackup(path.resolve(folder));
  if (!checked) {
    console.log(
      `The backup of ${manifest.createdAt} was made before manifests listed their files: nothing to compare.`,
    );
    return 0;
  }
  const files = Object.values(manifest.files ?? {});
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`The backup of ${manifest.createdAt} is whole: ${files.length} files, ${bytes} bytes, as written.`);
  return 0;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const checkOnly = args[0] === '--check';
  const folder = checkOnly ? args[1] : args[0];
  if (!folder || folder.startsWith('-') || args.length !== (checkOnly ? 2 : 1)) {
    console.error(USAGE);
    return 1;
  }
  if (checkOnly) return check(folder);
  const env = loadEnv();
  const files = env.STORAGE_URL ? createFileStorage(env) : undefined;
  try {
    const manifest = await restoreBackup(path.resolve(folder), {
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      objectStorage: files?.storage,
    });
    console.log(`Restored the backup of ${manifest.createdAt}: ${describeRestore(manifest, env)}.`);
  } finally {
    await files?.close();
  }
  return 0;
}

function describeRestore(manifest: BackupManifest, env: Env): string {
  const database = `the ${manifest.database} database into ${env.DATABASE_URL ? 'the database DATABASE_URL names' : path.resolve(env.DATA_DIR)}`;
  if (manifest.objectStorage) return `${database}; the uploaded files stay in ${manifest.objectStorage}`;
  const place = env.STORAGE_URL ? 'the bucket STORAGE_URL names' : path.resolve(env.DATA_DIR, 'uploads');
  return `${database}, and ${manifest.uploadedFiles} uploaded files into ${place}`;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof RestoreRefused || error instanceof ConfigurationError)) throw error;
  console.error(`Nothing restored: ${error.message}`);
  process.exitCode = 1;
}
