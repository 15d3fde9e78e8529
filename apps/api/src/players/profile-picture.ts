import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  NO_PROFILE_PICTURE,
  PROFILE_PICTURE_NOT_AN_IMAGE,
  PROFILE_PICTURE_SIZES,
  PROFILE_PICTURE_TOO_LARGE,
} from '@tennis/contracts';
import type { Actor } from '../auth/policy.js';
import type { Db, Tx } from '../db/client.js';
import { players } from '../db/schema/index.js';
import { checkImage, type UploadedFile } from '../files/check-upload.js';
import type { FileStorage } from '../files/file-storage.js';
import { conflict, fieldError, notFound } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { assertPlayerVerdict, type PlayerOwner, type PlayerVerdict } from './player-access.js';

// A player's profile picture (spec 3 §4: upload or delete, each purging the
// cached pictures). The upload is checked by its content, turned upright,
// cropped square and stored as 64, 256 and 512 px WebP and JPEG; the row
// keeps the 512 px JPEG's key and the other variants are named after it, so
// one key finds them all. A new upload gets a new random key, so its URL
// (versioned by the key) changes and no cache shows the old face; the old
// variants are removed once the new key is committed.

type Size = (typeof PROFILE_PICTURE_SIZES)[number];
type Format = 'webp' | 'jpeg';

const EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;
/** Larger images are refused before they are decoded: a small file can unpack into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAIN_SUFFIX = '-512.jpg';
const VARIANT = /-(64|256|512)\.(jpg|webp)$/;

const suffixOf = (size: Size, format: Format) => `-${size}.${format === 'jpeg' ? 'jpg' : 'webp'}`;

/** The key of one variant; a picture stored before variants existed is its only variant. */
export function pictureVariantKey(mainKey: string, size: Size = 512, format: Format = 'jpeg'): string {
  return VARIANT.test(mainKey) ? mainKey.replace(VARIANT, suffixOf(size, format)) : mainKey;
}

/** Every stored file of one picture. */
const variantKeysOf = (mainKey: string): string[] =>
  VARIANT.test(mainKey)
    ? PROFILE_PICTURE_SIZES.flatMap((size) => [
        pictureVariantKey(mainKey, size, 'jpeg'),
        pictureVariantKey(mainKey, size, 'webp'),
      ])
    : [mainKey];

export async function removePictureFiles(storage: FileStorage, mainKey: string): Promise<void> {
  await Promise.all(variantKeysOf(mainKey).map((key) => storage.remove(key)));
}

async function renderVariants(buffer: Buffer): Promise<{ suffix: string; bytes: Buffer }[]> {
  const source = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { width = 0, height = 0 } = await source.metadata();
  if (width * height > MAX_INPUT_PIXELS) throw fieldError('image', PROFILE_PICTURE_TOO_LARGE);
  const variants: { suffix: string; bytes: Buffer }[] = [];
  for (const size of PROFILE_PICTURE_SIZES) {
    const square = source.clone().rotate().resize(size, size, { fit: 'cover', position: 'attention' });
    // flatten: a transparent PNG gets a white background in JPEG instead of black.
    variants.push({
      suffix: suffixOf(size, 'jpeg'),
      bytes: await square.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    });
    variants.push({ suffix: suffixOf(size, 'webp'), bytes: await square.clone().webp({ quality: 80 }).toBuffer() });
  }
  return variants;
}

/** Who may change this player's picture: the route's policy. */
export type PicturePolicy = (actor: Actor, player: PlayerOwner) => PlayerVerdict;

async function lockPlayer(tx: Tx, actor: Actor, playerId: number, policy: PicturePolicy) {
  const [player] = await tx
    .select({ id: players.id, userId: players.userId, path: players.profilePicturePath })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  if (!player) throw notFound();
  assertPlayerVerdict(actor, policy(actor, player));
  return player;
}

/** Who may change the picture of this player: 404 unknown, 401/403 by the policy. Read before the upload is. */
export async function assertMayManagePicture(db: Db, actor: Actor, playerId: number, policy: PicturePolicy) {
  await db.transaction((tx) => lockPlayer(tx, actor, playerId, policy));
}

/** Checks and stores the upload in every variant, points the player at it, then removes the old files. */
export async function replaceProfilePicture(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  playerId: number,
  file: UploadedFile,
  policy: PicturePolicy,
): Promise<string> {
  const checked = await checkImage(file, EXTENSIONS, 'image', PROFILE_PICTURE_NOT_AN_IMAGE);
  let variants: { suffix: string; bytes: Buffer }[];
  try {
    variants = await renderVariants(checked.buffer);
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    throw fieldError('image', PROFILE_PICTURE_NOT_AN_IMAGE);
  }
  // A random name: a new picture never overwrites the one a page still shows.
  const base = `players/${playerId}/picture-${randomUUID()}`;
  const key = `${base}${MAIN_SUFFIX}`;
  await Promise.all(variants.map((variant) => storage.write(`${base}${variant.suffix}`, variant.bytes)));
  let old: string | null;
  try {
    old = await db.transaction(async (tx) => {
      const player = await lockPlayer(tx, actor, playerId, policy);
      await storePicturePath(tx, actor, playerId, { from: player.path, to: key });
      return player.path;
    });
  } catch (error) {
    await removePictureFiles(storage, key);
    throw error;
  }
  if (old) await removePictureFiles(storage, old);
  return key;
}

/** Points the player at a new picture (or none), with its revision. */
async function storePicturePath(
  tx: Tx,
  actor: Actor,
  playerId: number,
  { from, to }: { from: string | null; to: string | null },
): Promise<void> {
  await tx.update(players).set({ profilePicturePath: to }).where(eq(players.id, playerId));
  await recordRevision(tx, {
    userId: actor.user?.id ?? null,
    entityType: 'players',
    entityId: playerId,
    action: to === null ? 'profile-picture-removed' : 'profile-picture-updated',
    oldValues: { profilePicturePath: from },
    newValues: { profilePicturePath: to },
  });
}

/** Removes the picture (409 when there is none) and, once committed, its files. */
export async function removeProfilePicture(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  playerId: number,
  policy: PicturePolicy,
) {
  const old = await db.transaction(async (tx) => {
    const player = await lockPlayer(tx, actor, playerId, policy);
    if (!player.path) throw conflict(NO_PROFILE_PICTURE);
    await storePicturePath(tx, actor, playerId, { from: player.path, to: null });
    return player.path;
  });
  await removePictureFiles(storage, old);
}
