import { eq } from 'drizzle-orm';
import { HALL_OF_FAME_MESSAGES } from '@tennis/contracts';
import { withTransaction, type Db, type DbOrTx } from '../../db/client.js';
import { hallOfFameEntries } from '../../db/schema/index.js';
import { checkImage, type CheckedFile, type UploadedFile } from '../../files/check-upload.js';
import type { FileStorage } from '../../files/file-storage.js';
import { recordRevision } from '../../lib/record-revision.js';
import { lockHallOfFameEntry } from './save-hall-of-fame-entry.js';
import type { HallOfFameEntryRow } from './present-hall-of-fame-entry.js';

const PHOTO_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;

/** A photo must be an image sharp reads as jpeg, png or webp, whatever its name says. */
export const checkHallOfFamePhoto = (file: UploadedFile): Promise<CheckedFile> =>
  checkImage(file, PHOTO_EXTENSIONS, 'photo', HALL_OF_FAME_MESSAGES.notAnImage);

/** The stored photo's key, or null when the entry or its photo does not exist. */
export async function findHallOfFamePhotoKey(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ photoPath: hallOfFameEntries.photoPath })
    .from(hallOfFameEntries)
    .where(eq(hallOfFameEntries.id, id));
  return row?.photoPath ?? null;
}

/**
 * Stores the checked photo and points the entry at it. The entry is locked
 * before its old key is read, so of two uploads at once the second removes
 * the first's file instead of leaving it behind; the replaced file goes only
 * once the new key is committed, and the new one if the entry is gone (404).
 */
export async function replaceHallOfFamePhoto(
  db: Db,
  storage: FileStorage,
  input: { id: number; userId: number; file: CheckedFile },
): Promise<HallOfFameEntryRow> {
  const key = await storage.put('hall-of-fame', `entry-${input.id}`, input.file.extension, input.file.buffer);
  let result: { row: HallOfFameEntryRow; old: string | null };
  try {
    result = await withTransaction(db, async (tx) => {
      const before = await lockHallOfFameEntry(tx, input.id);
      const [row] = await tx
        .update(hallOfFameEntries)
        .set({ photoPath: key })
        .where(eq(hallOfFameEntries.id, input.id))
        .returning();
      await recordRevision(tx, {
        userId: input.userId,
        entityType: 'hall_of_fame_entries',
        entityId: input.id,
        action: 'photo-replaced',
        oldValues: { photoPath: before.photoPath },
        newValues: { photoPath: key },
      });
      return { row: row!, old: before.photoPath };
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (result.old) await storage.remove(result.old);
  return result.row;
}
