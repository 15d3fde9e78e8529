import path from 'node:path';
import { ConfigurationError, loadEnv } from '../config/env.js';
import { RestoreRefused, restoreBackup } from './restore-backup.js';

// `npm run restore -- <backup folder>`: puts a backup (DATA_DIR/backups/<name>,
// written by the nightly job or the console's backup-run) into the place the
// environment names: DATA_DIR for the files and the embedded database, or the
// empty database DATABASE_URL names (loaded with psql). It refuses a place
// that already holds data. docs/operations/backup-and-restore.md has the steps.

const USAGE = 'Usage: npm run restore -- <backup folder>';

async function main(): Promise<number> {
  const folder = process.argv[2];
  if (!folder || process.argv.length > 3) {
    console.error(USAGE);
    return 1;
  }
  const env = loadEnv();
  const manifest = await restoreBackup(path.resolve(folder), { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database} database, ${manifest.uploadedFiles} uploaded files) ` +
      `into ${env.DATABASE_URL ? 'the database DATABASE_URL names' : path.resolve(env.DATA_DIR)}.`,
  );
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof RestoreRefused || error instanceof ConfigurationError)) throw error;
  console.error(`Nothing restored: ${error.message}`);
  process.exitCode = 1;
}
