import { createHash, randomBytes } from 'node:crypto';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { runScript } from '../test/run-script.js';
import { MANIFEST } from './backup-files.js';
import { RestoreRefused, checkBackup, restoreBackup } from './restore-backup.js';
import { runBackup, type BackupManifest } from './run-backup.js';

// A backup's manifest lists every other file with its size and SHA-256, and a
// restore compares before it writes: a damaged, shortened, missing or added
// file refuses the whole restore, naming the file, and the target stays empty.
// The round trip of a whole backup is backup-round-trip.test.ts.

let source: Database;
let dir: string;
let backupFolder: string;
const UPLOADS = { 'players/7/picture.jpg': randomBytes(4096), 'media/match-3/clip.mp4': randomBytes(1024) };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const manifestOf = async (folder: string) =>
  JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest;

beforeAll(async () => {
  // The embedded database on every run: what is checked is the files, whichever dump they hold, and
  // it restores without a server (the round trip on the server is backup-round-trip.test.ts).
  source = await createTestDatabase({ serverUrl: undefined });
  dir = await mkdtemp(path.join(tmpdir(), 'backup-files-'));
  for (const [key, bytes] of Object.entries(UPLOADS)) {
    await mkdir(path.dirname(path.join(dir, 'source', 'uploads', key)), { recursive: true });
    await writeFile(path.join(dir, 'source', 'uploads', key), bytes);
  }
  backupFolder = (await runBackup(source, { dataDir: path.join(dir, 'source'), keep: 1 })).folder;
}, 120_000);
afterAll(async () => {
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A copy of the backup to damage, and an empty place to restore it into. */
async function copyOfBackup(name: string): Promise<{ folder: string; target: string }> {
  const folder = path.join(dir, 'copies', name);
  await cp(backupFolder, folder, { recursive: true });
  return { folder, target: path.join(dir, 'targets', name) };
}

describe('the files a backup lists', () => {
  it('are every file but the manifest, each with its own size and SHA-256', async () => {
    const manifest = await manifestOf(backupFolder);
    const dump = await readFile(path.join(backupFolder, manifest.dump));
    expect(manifest.files).toEqual({
      [manifest.dump]: { bytes: dump.length, sha256: sha256(dump) },
      ...Object.fromEntries(
        Object.entries(UPLOADS).map(([key, bytes]) => [
          `uploads/${key}`,
          { bytes: bytes.length, sha256: sha256(bytes) },
        ]),
      ),
    });
    expect(await checkBackup(backupFolder)).toMatchObject({ checked: true });
  });

  const damages: { what: string; file: string; damage: (file: string) => Promise<void>; says: string }[] = [
    {
      what: 'one byte of an upload changed',
      file: 'uploads/players/7/picture.jpg',
      damage: async (file) => {
        const bytes = await readFile(file);
        bytes[100] = bytes[100]! ^ 0xff;
        await writeFile(file, bytes);
      },
      says: 'uploads/players/7/picture.jpg: its content changed',
    },
    {
      what: 'the dump cut short (a copy that stopped)',
      file: 'DUMP',
      damage: (file) => truncate(file, 1000),
      says: '1000 bytes where the backup wrote',
    },
    {
      what: 'an upload deleted',
      file: 'uploads/media/match-3/clip.mp4',
      damage: (file) => rm(file),
      says: 'uploads/media/match-3/clip.mp4: missing',
    },
    {
      what: 'a file added to the uploads',
      file: 'uploads/players/7/extra.jpg',
      damage: (file) => appendFile(file, 'not from the backup'),
      says: 'uploads/players/7/extra.jpg: not written by the backup',
    },
  ];

  it.each(damages)(
    'refuse a restore with $what, naming it, and write nothing',
    async ({ what, file, damage, says }) => {
      const { folder, target } = await copyOfBackup(what.replaceAll(' ', '-'));
      const manifest = await manifestOf(folder);
      await damage(path.join(folder, file === 'DUMP' ? manifest.dump : file));

      const refused = restoreBackup(folder, { dataDir: target });
      await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
      await expect(refused).rejects.toThrow(says);
      expect(await readdir(target).catch(() => [])).toEqual([]);
    },
  );

  it('name ten differences and count the rest', async () => {
    const { folder } = await copyOfBackup('twelve-added');
    for (let index = 0; index < 12; index += 1) await writeFile(path.join(folder, `stray-${index}.txt`), 'x');
    const message = await checkBackup(folder).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message.match(/stray-\d+\.txt: not written by the backup/g)).toHaveLength(10);
    expect(message).toMatch(/\n {2}and 2 more$/);
  });

  it('are not asked of a backup made before manifests listed them', async () => {
    const { folder, target } = await copyOfBackup('before-checksums');
    const { files: _files, ...older } = await manifestOf(folder);
    await writeFile(path.join(folder, MANIFEST), JSON.stringify(older));
    expect(await checkBackup(folder)).toMatchObject({ checked: false });
    await restoreBackup(folder, { dataDir: target });
    expect(await readFile(path.join(target, 'uploads/players/7/picture.jpg'))).toEqual(
      UPLOADS['players/7/picture.jpg'],
    );
  }, 60_000);

  it('refuse a folder without a readable manifest', async () => {
    const { folder, target } = await copyOfBackup('broken-manifest');
    await writeFile(path.join(folder, MANIFEST), '{"createdAt": "2026-11');
    await expect(restoreBackup(folder, { dataDir: target })).rejects.toThrow('is not readable JSON');
    await rm(path.join(folder, MANIFEST));
    await expect(restoreBackup(folder, { dataDir: target })).rejects.toThrow(`holds no ${MANIFEST}`);
  });
});

describe('npm run restore -- --check', () => {
  it('says a whole backup is whole and names the file of a damaged one, restoring nothing', async () => {
    const whole = await runScript('apps/api/src/backup/restore-cli.ts', ['--check', backupFolder], {});
    expect(whole.stderr).toBe('');
    expect(whole.code).toBe(0);
    expect(whole.stdout).toMatch(/is whole: 3 files, \d+ bytes, as written/);

    const { folder } = await copyOfBackup('checked-by-the-command');
    await rm(path.join(folder, 'uploads/media/match-3/clip.mp4'));
    const damaged = await runScript('apps/api/src/backup/restore-cli.ts', ['--check', folder], {});
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain('uploads/media/match-3/clip.mp4: missing');
    expect(damaged.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
