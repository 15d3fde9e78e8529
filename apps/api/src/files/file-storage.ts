import { randomUUID } from 'node:crypto';
import { posix } from 'node:path';

/**
 * Where uploaded files live. A stored file is named by a key (a relative
 * path such as `players/7/picture-….jpg`): the disk driver keeps it under
 * DATA_DIR/uploads, the S3 driver as an object of that name in a bucket.
 * STORAGE_URL chooses one for the whole app (create-file-storage.ts).
 */
export interface FileStorage {
  /** Writes the bytes under `folder` with a random name and the given extension; answers the key. */
  put(folder: string, baseName: string, extension: string, bytes: Buffer): Promise<string>;
  /** Writes the bytes under a key the caller chose (files named after one another, such as a picture's sizes). */
  write(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of a key, or null when nothing is stored under it (or the key climbs out: a row holding one 404s). */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** What a driver implements: `put` is the same for every driver (withRandomNames). */
export type FileStorageDriver = Omit<FileStorage, 'put'>;

/**
 * The storage over a driver, `put` writing under a random name: a new poster
 * never overwrites the one a page still shows.
 */
export const withRandomNames = (driver: FileStorageDriver): FileStorage => ({
  ...driver,
  async put(folder, baseName, extension, bytes) {
    const key = checkedFileKey(`${folder}/${baseName}-${randomUUID()}.${extension}`);
    await driver.write(key, bytes);
    return key;
  },
});

/**
 * The one spelling of a key both drivers store it under, or null for a key
 * that climbs out of the store's root (`..`), starts at its top (`/`) or
 * names a folder: that is a bug or an attack, never a file, and it is turned
 * away before any I/O.
 */
export function plainFileKey(key: string): string | null {
  const normal = posix.normalize(key);
  const climbs = normal === '..' || normal.startsWith('../');
  return climbs || posix.isAbsolute(normal) || normal === '.' || normal.endsWith('/') ? null : normal;
}

/** plainFileKey for a write or a removal, which must not quietly do nothing. */
export function checkedFileKey(key: string): string {
  const plain = plainFileKey(key);
  if (plain === null) throw new Error('file key outside the uploads folder');
  return plain;
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

/** Match videos: the media route serves them with these types, without the download name the others get. */
export const VIDEO_CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

export const extensionOfKey = (key: string) => key.split('.').pop()?.toLowerCase() ?? '';

/** The type a store keeps beside the bytes, so the object is served right even when fetched from the store itself. */
export const contentTypeOfKey = (key: string) =>
  CONTENT_TYPES[extensionOfKey(key)] ?? VIDEO_CONTENT_TYPES[extensionOfKey(key)] ?? 'application/octet-stream';
