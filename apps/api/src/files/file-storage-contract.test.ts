import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { createFileStorage } from './create-file-storage.js';
import type { FileStorage } from './file-storage.js';

// What every driver of FileStorage promises, run against the disk driver in a
// temporary DATA_DIR and the S3 driver against a real S3-compatible server
// (s3rver): both are built by createFileStorage from the settings, as the app
// builds its own.

let dataDir: string;
let s3: TestS3Server;
const opened: { storage: FileStorage; close(): Promise<void> }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'file-storage-'));
  s3 = await startS3Server();
  opened.push(createFileStorage({ DATA_DIR: dataDir }));
  opened.push(createFileStorage({ DATA_DIR: dataDir, STORAGE_URL: s3.url }));
});
afterAll(async () => {
  await Promise.all(opened.map((files) => files.close()));
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const DRIVERS = [
  { name: 'disk', storage: () => opened[0]!.storage },
  { name: 'S3', storage: () => opened[1]!.storage },
];

/** Every byte value and some randomness, so no driver may treat the bytes as text. */
const binary = (size: number) =>
  Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(size)]);

describe.each(DRIVERS)('the $name file storage', ({ storage }) => {
  it('puts bytes under a new key in the folder, with the base name and extension, and reads them back', async () => {
    const bytes = binary(1024);
    const key = await storage().put('contract/put', 'poster', 'png', bytes);
    expect(key).toMatch(/^contract\/put\/poster-[0-9a-f-]{36}\.png$/);
    expect((await storage().read(key))?.equals(bytes)).toBe(true);
  });

  it('gives two puts of the same name two keys, so a new file never overwrites one a page still shows', async () => {
    const first = await storage().put('contract/twice', 'logo', 'jpg', Buffer.from('first'));
    const second = await storage().put('contract/twice', 'logo', 'jpg', Buffer.from('second'));
    expect(second).not.toBe(first);
    expect((await storage().read(first))?.toString()).toBe('first');
    expect((await storage().read(second))?.toString()).toBe('second');
  });

  it('writes under a chosen key and overwrites what was there', async () => {
    const key = 'contract/write/picture-512.webp';
    await storage().write(key, Buffer.from('old'));
    const bytes = binary(2 * 1024 * 1024);
    await storage().write(key, bytes);
    expect((await storage().read(key))?.equals(bytes)).toBe(true);
  });

  it('removes a key, after which it reads as null', async () => {
    const key = await storage().put('contract/remove', 'photo', 'gif', Buffer.from('GIF89a'));
    await storage().remove(key);
    expect(await storage().read(key)).toBeNull();
  });

  it('reads a key nothing was ever stored under as null, and removes it without an error', async () => {
    expect(await storage().read('contract/missing/nothing.pdf')).toBeNull();
    await expect(storage().remove('contract/missing/nothing.pdf')).resolves.toBeUndefined();
  });

  it('stores an empty file as an empty file, not as a missing one', async () => {
    await storage().write('contract/empty/blank.doc', Buffer.alloc(0));
    expect((await storage().read('contract/empty/blank.doc'))?.length).toBe(0);
  });

  const refusal = /file key outside the uploads folder/;

  it.each(['../outside.png', 'contract/../../outside.png', '/etc/passwd', '..', '.', 'contract/folder/'])(
    'refuses to write or remove the key %s, and reads it as no file',
    async (key) => {
      await expect(storage().write(key, Buffer.from('x'))).rejects.toThrow(refusal);
      await expect(storage().remove(key)).rejects.toThrow(refusal);
      expect(await storage().read(key)).toBeNull();
    },
  );

  it.each(['..', 'contract/../..', '/etc'])('refuses to put a file into the folder %s', async (folder) => {
    await expect(storage().put(folder, 'name', 'png', Buffer.from('x'))).rejects.toThrow(refusal);
  });

  it('stores a key that only passes through a parent folder under its plain spelling', async () => {
    await storage().write('contract/plain/../same.png', Buffer.from('same'));
    expect((await storage().read('contract/same.png'))?.toString()).toBe('same');
  });
});

describe('the S3 file storage', () => {
  const s3Storage = () => opened[1]!.storage;

  it('stores each object with the content type its extension says', async () => {
    const types = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf', mp4: 'video/mp4' };
    for (const [extension, type] of Object.entries(types)) {
      const key = await s3Storage().put('contract/types', 'file', extension, Buffer.from(extension));
      expect(await s3.contentTypeOf(key)).toBe(type);
    }
    await s3Storage().write('contract/types/unknown.bin', Buffer.from('?'));
    expect(await s3.contentTypeOf('contract/types/unknown.bin')).toBe('application/octet-stream');
  });

  it('keeps its objects in the bucket and nothing under DATA_DIR/uploads', async () => {
    const key = await s3Storage().put('contract/where', 'poster', 'png', Buffer.from('png'));
    expect(await s3.keys()).toContain(key);
    expect(await readdir(path.join(dataDir, 'uploads', 'contract', 'where')).catch(() => [])).toEqual([]);
  });

  it('fails on a bucket that does not exist instead of answering "no file"', async () => {
    const url = s3.url.replace(`@${s3.bucket}?`, `@${s3.bucket}-missing?`);
    const missing = createFileStorage({ DATA_DIR: dataDir, STORAGE_URL: url });
    try {
      await expect(missing.storage.read('contract/anything.png')).rejects.toThrow();
    } finally {
      await missing.close();
    }
  });
});
