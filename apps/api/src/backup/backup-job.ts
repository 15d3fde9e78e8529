import type { Env } from '../config/env.js';
import { storageUrlWithoutSecret } from '../files/storage-url.js';
import type { Database } from '../db/client.js';
import type { JobDefinition } from '../jobs/job-runner.js';
import { runBackup } from './run-backup.js';

/** The settings a backup of this server's database takes from its environment. */
export const backupSettings = (env: Pick<Env, 'DATA_DIR' | 'BACKUP_KEEP' | 'STORAGE_URL'>) => ({
  dataDir: env.DATA_DIR,
  keep: env.BACKUP_KEEP,
  objectStorage: env.STORAGE_URL && storageUrlWithoutSecret(env.STORAGE_URL),
});

/**
 * A backup every night at 04:15 Athens time, the quietest hour of a tennis
 * day. A failure is retried by pg-boss and, when every try failed, shows on
 * /failed-jobs with its error.
 */
export const dailyBackupJob = (database: Database, env: Parameters<typeof backupSettings>[0]): JobDefinition => ({
  name: 'daily-backup',
  cron: '15 4 * * *',
  handle: async () => {
    await runBackup(database, backupSettings(env));
  },
});
