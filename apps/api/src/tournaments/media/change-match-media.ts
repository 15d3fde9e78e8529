import { and, asc, eq, sql } from 'drizzle-orm';
import { MEDIA_MESSAGES } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { matchMedia } from '../../db/schema/index.js';
import type { FileStorage } from '../../files/file-storage.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { assertNotArchived, lockMatch, updateLockedMatch } from '../../matches/lock-match.js';
import { checkMediaFile, type MediaFile } from './check-media-file.js';

// Media of a match change under the match's row lock, so two uploads or a
// shift and a delete at once cannot give two items the same position.

/** Checks every file first (one bad file stores none), then stores them after the existing ones. */
export async function addMatchMedia(
  tx: Tx,
  storage: FileStorage,
  matchId: number,
  user: AuthUser,
  files: readonly MediaFile[],
): Promise<string[]> {
  const locked = await lockMatch(tx, matchId, user);
  assertNotArchived(locked);
  if (files.length === 0) throw fieldError('media', MEDIA_MESSAGES.noMedia);
  const checked = [];
  for (const file of files) {
    const media = await checkMediaFile(file);
    if (!media) throw fieldError('media', MEDIA_MESSAGES.invalidMedia);
    checked.push({ file, media });
  }
  const { rows } = await tx.execute<{ last: number }>(
    sql`select coalesce(max(position), -1)::int as last from match_media where match_id = ${matchId}`,
  );
  let position = (rows[0]?.last ?? -1) + 1;
  const keys: string[] = [];
  for (const { file, media } of checked) {
    const key = await storage.put(`match-media/${matchId}`, media.type, media.extension, file.buffer);
    keys.push(key);
    await tx.insert(matchMedia).values({
      matchId,
      type: media.type,
      url: key,
      filename: file.filename,
      position: position++,
      uploadedByUserId: user.id,
    });
  }
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: matchId,
    action: 'media-added',
    newValues: { files: checked.map((c) => c.file.filename) },
  });
  return keys;
}

/** Swaps the item with its neighbour on the left or right; at an end nothing moves. */
export async function shiftMatchMedia(
  tx: Tx,
  matchId: number,
  mediaId: number,
  user: AuthUser,
  direction: 'left' | 'right',
): Promise<void> {
  assertNotArchived(await lockMatch(tx, matchId, user));
  const items = await tx
    .select()
    .from(matchMedia)
    .where(eq(matchMedia.matchId, matchId))
    .orderBy(asc(matchMedia.position), asc(matchMedia.id));
  const index = items.findIndex((item) => item.id === mediaId);
  if (index < 0) throw notFound();
  const other = index + (direction === 'left' ? -1 : 1);
  if (other < 0 || other >= items.length) return;
  const order = items.map((item) => item.id);
  [order[index], order[other]] = [order[other] as number, order[index] as number];
  for (const [position, id] of order.entries())
    await tx.update(matchMedia).set({ position }).where(eq(matchMedia.id, id));
}

/** Deletes the item; answers its stored key, removed from storage once the transaction committed. */
export async function deleteMatchMedia(tx: Tx, matchId: number, mediaId: number, user: AuthUser): Promise<string> {
  assertNotArchived(await lockMatch(tx, matchId, user));
  const [deleted] = await tx
    .delete(matchMedia)
    .where(and(eq(matchMedia.id, mediaId), eq(matchMedia.matchId, matchId)))
    .returning();
  if (!deleted) throw notFound();
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: matchId,
    action: 'media-deleted',
    oldValues: { filename: deleted.filename },
  });
  return deleted.url;
}

/** Sets or clears (empty) the live streaming or cloud storage address of the match. */
export async function setMatchUrl(
  tx: Tx,
  matchId: number,
  user: AuthUser,
  field: 'liveStreamingUrl' | 'cloudStorageUrl',
  value: string | null,
): Promise<void> {
  const locked = await lockMatch(tx, matchId, user);
  assertNotArchived(locked);
  const url = value === null || value === '' ? null : value;
  await updateLockedMatch(tx, locked.row, { [field]: url });
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: matchId,
    action: 'updated',
    oldValues: { [field]: locked.row[field] },
    newValues: { [field]: url },
  });
}
