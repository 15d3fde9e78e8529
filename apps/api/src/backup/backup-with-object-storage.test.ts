import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createFileStorage, type OpenFileStorage } from '../files/create-file-storage.js';
import { seedAccounts } from '../seed/accounts.js';
import { createTestDatabase } from '../test/database.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { backupSettings } from './backup-job.js';
import { RestoreRefused, restoreBackup } from './restore-backup.js';
import { runBackup } from './run-backup.js';

// With STORAGE_URL the uploaded files live in a bucket the API processes
// share: the nightly backup holds the database only and names the bucket, and
// a restore puts the database back and leaves the bucket as it is. A backup of
// a one-machine install (files on disk) restored with STORAGE_URL moves its
// files into the bucket. The database kind does not matter here: PGlite.

let source: Database;
let s3: TestS3Server;
let files: OpenFileStorage;
let dir: string;

beforeAll(async () => {
  source = await createTestDatabase({ serverUrl: undefined });
  await seedAccounts(source.db);
  s3 = await startS3Server();
  dir = await mkdtemp(path.join(tmpdir(), 'backup-object-storage-'));
  files = createFileStorage({ DATA_DIR: dir, STORAGE_URL: s3.url });
}, 120_000);
afterAll(async () => {
  await files?.close();
  await s3?.close();
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('backups with the uploaded files in object storage', () => {
  it('hold the database only, name the bucket without its secret, and restore without touching it', async () => {
    await files.storage.write('championships/1/poster-a.png', randomBytes(512));
    const settings = backupSettings({ DATA_DIR: path.join(dir, 'fleet'), BACKUP_KEEP: 2, STORAGE_URL: s3.url });
    const backup = await runBackup(source, settings);

    const bucketUrl = s3.url.replace('S3RVER:S3RVER@', '');
    expect(backup).toMatchObject({ uploadedFiles: 0, objectStorage: bucketUrl });
    expect((await readdir(backup.folder)).sort()).toEqual([backup.dump, 'manifest.json'].sort());
    const manifest = await readFile(path.join(backup.folder, 'manifest.json'), 'utf8');
    expect(JSON.parse(manifest)).toMatchObject({ objectStorage: bucketUrl });
    expect(manifest).not.toContain('S3RVER:');

    // Without the bucket the restored app would point at files it cannot reach.
    const target = path.join(dir, 'restored');
    await expect(restoreBackup(backup.folder, { dataDir: target })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(backup.folder, { dataDir: target })).rejects.toThrow(bucketUrl);

    const keysBefore = await s3.keys();
    await restoreBackup(backup.folder, { dataDir: target, objectStorage: files.storage });
    expect(await s3.keys()).toEqual(keysBefore);
    expect(await readdir(path.join(target, 'pglite'))).not.toEqual([]);
    expect(await readdir(target)).not.toContain('uploads');
  }, 120_000);

  it('a backup of files on disk, restored with STORAGE_URL, puts each into the bucket with its bytes and type', async () => {
    const disk = path.join(dir, 'one-machine');
    const uploads = { 'media/match-7/photo-b.jpg': randomBytes(2048), 'players/9/picture-c-64.webp': randomBytes(64) };
    for (const [key, bytes] of Object.entries(uploads)) {
      await mkdir(path.dirname(path.join(disk, 'uploads', key)), { recursive: true });
      await writeFile(path.join(disk, 'uploads', key), bytes);
    }
    const backup = await runBackup(source, { dataDir: disk, keep: 1 });
    expect(backup).toMatchObject({ uploadedFiles: 2 });

    const target = path.join(dir, 'moved');
    await restoreBackup(backup.folder, { dataDir: target, objectStorage: files.storage });
    for (const [key, bytes] of Object.entries(uploads)) {
      expect((await files.storage.read(key))?.equals(bytes)).toBe(true);
    }
    expect(await s3.contentTypeOf('media/match-7/photo-b.jpg')).toBe('image/jpeg');
    expect(await readdir(target)).not.toContain('uploads');
  }, 120_000);
});
