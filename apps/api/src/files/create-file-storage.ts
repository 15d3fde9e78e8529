import type { Env } from '../config/env.js';
import { diskFileStorage } from './disk-file-storage.js';
import type { FileStorage } from './file-storage.js';
import { s3Client, s3FileStorage } from './s3-file-storage.js';
import { parseStorageUrl } from './storage-url.js';

export interface OpenFileStorage {
  storage: FileStorage;
  /** Lets go of the S3 client's connections; nothing to do for the disk. */
  close(): Promise<void>;
}

/**
 * The app's one file storage: the bucket STORAGE_URL names, so every API
 * process behind a load balancer sees the same files, or DATA_DIR/uploads on
 * this machine when it is unset.
 */
export function createFileStorage(env: Pick<Env, 'DATA_DIR' | 'STORAGE_URL'>): OpenFileStorage {
  if (!env.STORAGE_URL) return { storage: diskFileStorage(env.DATA_DIR), close: async () => {} };
  const location = parseStorageUrl(env.STORAGE_URL);
  const client = s3Client(location);
  return { storage: s3FileStorage(client, location.bucket), close: async () => client.destroy() };
}
