import { z } from 'zod';
import { backupSettings } from '../../backup/backup-job.js';
import { listBackups, runBackup } from '../../backup/run-backup.js';
import { defineAction } from './artisan-action.js';

const DATABASE_NAMES = { pglite: 'την ενσωματωμένη βάση (PGlite)', postgres: 'τη βάση του διακομιστή PostgreSQL' };
const FILES = {
  disk: 'και τα ανεβασμένα αρχεία',
  bucket: 'χωρίς τα ανεβασμένα αρχεία, που μένουν στην αποθήκευση αντικειμένων (STORAGE_URL)',
};

/**
 * backup-run: the nightly backup, now (backup/run-backup.ts): the database and
 * the uploaded files into DATA_DIR/backups, keeping the newest BACKUP_KEEP.
 * Files in object storage (STORAGE_URL) stay there: the backup names the bucket.
 */
export const backupRunAction = defineAction({
  name: 'backup-run',
  summary: 'Writes a backup of the database and the uploaded files now, keeping the newest BACKUP_KEEP.',
  params: z.object({}),
  async preview(app) {
    const kept = await listBackups(app.env.DATA_DIR);
    return (
      `Θα γραφτεί αντίγραφο ασφαλείας με ${DATABASE_NAMES[app.database.kind]} ${FILES[app.env.STORAGE_URL ? 'bucket' : 'disk']}. ` +
      `Υπάρχουν ${kept.length} αντίγραφα· κρατιούνται τα ${app.env.BACKUP_KEEP} νεότερα.`
    );
  },
  async run(app) {
    const backup = await runBackup(app.database, backupSettings(app.env));
    return {
      message: `Το αντίγραφο ασφαλείας ${backup.name} γράφτηκε (${(backup.bytes / 1024 / 1024).toFixed(1)} MB).`,
      changes: {
        backup: backup.name,
        dump: backup.dump,
        uploadedFiles: backup.uploadedFiles,
        bytes: backup.bytes,
        removed: backup.removed,
      },
    };
  },
});
