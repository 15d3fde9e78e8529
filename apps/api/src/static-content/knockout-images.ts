import { and, eq } from 'drizzle-orm';
import { CHAMPIONSHIP_MESSAGES, KNOCKOUT_IMAGE_COUNT, type TKnockoutImage } from '@tennis/contracts';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { staticContentImages } from '../db/schema/index.js';
import { checkImage, type CheckedFile, type UploadedFile } from '../files/check-upload.js';
import type { FileStorage } from '../files/file-storage.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { knockoutImageUrl } from '../lib/public-file-urls.js';

// The six images of the knockouts page of a season (spec 3 §2), one row each
// in static_content_images, replaced from the page itself.

const PAGE = 'knockouts';
const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;

const slot = (year: number, index: number) =>
  and(eq(staticContentImages.page, PAGE), eq(staticContentImages.year, year), eq(staticContentImages.index, index));

/** An image must be one sharp reads as jpeg, png or webp, whatever its name says. */
export const checkKnockoutImage = (file: UploadedFile): Promise<CheckedFile> =>
  checkImage(file, IMAGE_EXTENSIONS, 'image', CHAMPIONSHIP_MESSAGES.notAnImage);

/** Every index of the page, in order; one not uploaded yet has no url. */
export async function listKnockoutImages(db: DbOrTx, year: number): Promise<TKnockoutImage[]> {
  const rows = await db
    .select({ index: staticContentImages.index, updatedAt: staticContentImages.updatedAt })
    .from(staticContentImages)
    .where(and(eq(staticContentImages.page, PAGE), eq(staticContentImages.year, year)));
  const byIndex = new Map(rows.map((row) => [row.index, row.updatedAt]));
  return Array.from({ length: KNOCKOUT_IMAGE_COUNT }, (_, at) => {
    const index = at + 1;
    const updatedAt = byIndex.get(index);
    return updatedAt
      ? { index, url: knockoutImageUrl(year, index, updatedAt), updatedAt: formatAthensDateTime(updatedAt) }
      : { index, url: null, updatedAt: null };
  });
}

/** The stored file's key, or null when the image was never uploaded. */
export async function findKnockoutImageKey(db: DbOrTx, year: number, index: number): Promise<string | null> {
  const [row] = await db.select({ path: staticContentImages.path }).from(staticContentImages).where(slot(year, index));
  return row?.path ?? null;
}

/**
 * Points the slot at `key` and answers the key it replaces. The first upload
 * inserts; when the row exists (or a concurrent first upload just made it),
 * the row is locked before it is read, so of two uploads at once the second
 * sees the first's file and removes it instead of leaving it behind.
 */
async function pointSlotAt(
  tx: Tx,
  input: { year: number; index: number; userId: number; key: string },
): Promise<string | null> {
  const values = { page: PAGE, year: input.year, index: input.index, path: input.key, updatedByUserId: input.userId };
  const inserted = await tx
    .insert(staticContentImages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: staticContentImages.id });
  if (inserted.length > 0) return null;
  const [current] = await tx
    .select({ path: staticContentImages.path })
    .from(staticContentImages)
    .where(slot(input.year, input.index))
    .for('update');
  await tx
    .update(staticContentImages)
    .set({ path: input.key, updatedByUserId: input.userId })
    .where(slot(input.year, input.index));
  return current?.path ?? null;
}

/** Stores the checked image and points the slot at it; the replaced file goes once the new key is committed. */
export async function replaceKnockoutImage(
  db: Db,
  storage: FileStorage,
  input: { year: number; index: number; userId: number; file: CheckedFile },
): Promise<void> {
  const key = await storage.put(
    `static-content/${PAGE}/${input.year}`,
    `image-${input.index}`,
    input.file.extension,
    input.file.buffer,
  );
  let old: string | null;
  try {
    old = await db.transaction((tx) =>
      pointSlotAt(tx, { year: input.year, index: input.index, userId: input.userId, key }),
    );
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (old) await storage.remove(old);
}
