import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where uploaded files live. A stored file is named by a key (a relative
 * path); the disk implementation keeps it under DATA_DIR/uploads, and an
 * S3-compatible store can implement the same calls later.
 */
export interface FileStorage {
  /** Writes the bytes under `folder` with a random name and the given extension; answers the key. */
  put(folder: string, baseName: string, extension: string, bytes: Buffer): Promise<string>;
  /** Writes the bytes under a key the caller chose (files named after one another, such as a picture's sizes). */
  write(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of a key, or null when nothing is stored under it. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** The same folder the championship back office writes to, so one key format serves both. */
const uploadsFolder = (dataDir: string) => join(dataDir, 'uploads');

export function diskFileStorage(dataDir: string): FileStorage {
  const root = uploadsFolder(dataDir);
  const pathOf = (key: string) => {
    const full = normalize(join(root, key));
    // A key that climbs out of the uploads folder is a bug or an attack, never a file.
    if (!full.startsWith(root + sep)) throw new Error('file key outside the uploads folder');
    return full;
  };
  return {
    async put(folder, baseName, extension, bytes) {
      // A random name: a new poster never overwrites the one a page still shows.
      const key = `${folder}/${baseName}-${randomUUID()}.${extension}`;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return key;
    },
    async write(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const extensionOfKey = (key: string) => key.split('.').pop()?.toLowerCase() ?? '';
