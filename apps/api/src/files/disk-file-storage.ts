import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedFileKey, plainFileKey, type FileStorage, withRandomNames } from './file-storage.js';

/** The same folder the championship back office writes to, so one key format serves both. */
const uploadsFolder = (dataDir: string) => join(dataDir, 'uploads');

/** Files under DATA_DIR/uploads: one machine's disk, the default when STORAGE_URL is unset. */
export function diskFileStorage(dataDir: string): FileStorage {
  const root = uploadsFolder(dataDir);
  const pathOf = (key: string) => join(root, checkedFileKey(key));
  const write = async (key: string, bytes: Buffer) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  };
  return withRandomNames({
    write,
    async read(key) {
      const plain = plainFileKey(key);
      if (plain === null) return null;
      try {
        return await readFile(join(root, plain));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  });
}
