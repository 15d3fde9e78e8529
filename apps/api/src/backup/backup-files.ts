import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

// What a backup's manifest says of each file it holds: its size and SHA-256.
// A backup is copied off the machine and kept for days; a copy cut short, a
// disk's bad sector or a hand that "tidied" a folder would otherwise surface
// only as a restore that half-worked. The restore compares first and writes
// nothing unless every file is the one the backup wrote.

export const MANIFEST = 'manifest.json';

/** Every file of a backup but its manifest, by its path in the backup ('/' between folders). */
export type BackupFiles = Record<string, { bytes: number; sha256: string }>;

/** Read in chunks: a database dump may be larger than the memory one should spend on it. */
async function digest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The files under `folder` as a manifest lists them, in a fixed order. */
export async function describeFiles(folder: string): Promise<BackupFiles> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== MANIFEST)
    .sort();
  const files: BackupFiles = {};
  for (const name of names) files[name] = await digest(path.join(folder, name));
  return files;
}

/** How the backup in `folder` differs from the files its manifest lists, a line per file; none when whole. */
export async function differencesFrom(folder: string, listed: BackupFiles): Promise<string[]> {
  const found = await describeFiles(folder);
  const differences: string[] = [];
  for (const [name, expected] of Object.entries(listed)) {
    const actual = found[name];
    if (!actual) differences.push(`${name}: missing`);
    else if (actual.bytes !== expected.bytes)
      differences.push(`${name}: ${actual.bytes} bytes where the backup wrote ${expected.bytes}`);
    else if (actual.sha256 !== expected.sha256) differences.push(`${name}: its content changed (SHA-256 differs)`);
  }
  for (const name of Object.keys(found)) if (!(name in listed)) differences.push(`${name}: not written by the backup`);
  return differences;
}
