import { and, eq } from 'drizzle-orm';
import { CHAMPIONSHIP_MESSAGES, type TStaticContentImage } from '@tennis/contracts';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { staticContentImages } from '../db/schema/index.js';
import { checkImage, type CheckedFile, type UploadedFile } from '../files/check-upload.js';
import type { FileStorage } from '../files/file-storage.js';
import { formatAthensDateTime } from '../lib/athens-time.js';

// The numbered image slots of a static page (the knockouts of a season, a
// partner facility's photos), one row each in static_content_images, replaced
// from the page itself. Each page names its slots; the rules are the same.

/** A page's set of slots: its rows, how many, where their files live and the url each is served from. */
export type ImageSlots = {
  page: string;
  year: number;
  count: number;
  /** The storage folder of the set's files. */
  folder: string;
  /** The public url of an image, versioned by its upload time so caches never show a replaced one. */
  urlOf: (index: number, updatedAt: Date) => string;
};

const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;

const ofSet = (slots: ImageSlots) =>
  and(eq(staticContentImages.page, slots.page), eq(staticContentImages.year, slots.year));
const slot = (slots: ImageSlots, index: number) => and(ofSet(slots), eq(staticContentImages.index, index));

/** An image must be one sharp reads as jpeg, png or webp, whatever its name says. */
export const checkSlotImage = (file: UploadedFile): Promise<CheckedFile> =>
  checkImage(file, IMAGE_EXTENSIONS, 'image', CHAMPIONSHIP_MESSAGES.notAnImage);

/** Every slot of the set, in order; one not uploaded yet has no url. */
export async function listSlotImages(db: DbOrTx, slots: ImageSlots): Promise<TStaticContentImage[]> {
  const rows = await db
    .select({ index: staticContentImages.index, updatedAt: staticContentImages.updatedAt })
    .from(staticContentImages)
    .where(ofSet(slots));
  const byIndex = new Map(rows.map((row) => [row.index, row.updatedAt]));
  return Array.from({ length: slots.count }, (_, at) => {
    const index = at + 1;
    const updatedAt = byIndex.get(index);
    return updatedAt
      ? { index, url: slots.urlOf(index, updatedAt), updatedAt: formatAthensDateTime(updatedAt) }
      : { index, url: null, updatedAt: null };
  });
}

/** The stored file's key, or null when the image was never uploaded. */
export async function findSlotImageKey(db: DbOrTx, slots: ImageSlots, index: number): Promise<string | null> {
  const [row] = await db.select({ path: staticContentImages.path }).from(staticContentImages).where(slot(slots, index));
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
  slots: ImageSlots,
  input: { index: number; userId: number; key: string },
): Promise<string | null> {
  const values = {
    page: slots.page,
    year: slots.year,
    index: input.index,
    path: input.key,
    updatedByUserId: input.userId,
  };
  const inserted = await tx
    .insert(staticContentImages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: staticContentImages.id });
  if (inserted.length > 0) return null;
  const [current] = await tx
    .select({ path: staticContentImages.path })
    .from(staticContentImages)
    .where(slot(slots, input.index))
    .for('update');
  await tx
    .update(staticContentImages)
    .set({ path: input.key, updatedByUserId: input.userId })
    .where(slot(slots, input.index));
  return current?.path ?? null;
}

/** Stores the checked image and points the slot at it; the replaced file goes once the new key is committed. */
export async function replaceSlotImage(
  db: Db,
  storage: FileStorage,
  slots: ImageSlots,
  input: { index: number; userId: number; file: CheckedFile },
): Promise<void> {
  const key = await storage.put(slots.folder, `image-${input.index}`, input.file.extension, input.file.buffer);
  let old: string | null;
  try {
    old = await db.transaction((tx) => pointSlotAt(tx, slots, { index: input.index, userId: input.userId, key }));
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (old) await storage.remove(old);
}
