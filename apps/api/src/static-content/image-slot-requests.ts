import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUIRED } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { requireUser } from '../auth/policy.js';
import { readMultipartForm, uploadedFilesOf } from '../files/read-multipart-form.js';
import { sendStoredFile } from '../files/send-stored-file.js';
import { fieldError, forbidden } from '../lib/http-error.js';
import { checkSlotImage, findSlotImageKey, listSlotImages, replaceSlotImage, type ImageSlots } from './image-slots.js';
import { canReplaceStaticImages } from './static-content-policy.js';

// What the routes of every page with image slots do alike: list the slots with
// the user's permission, serve one image, take an upload into a slot.

function requireUploader(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!canReplaceStaticImages(user)) throw forbidden();
  return user;
}

/** An upload's preValidation: nobody else can make the server read a 10 MB body. */
export async function readSlotUpload(request: FastifyRequest): Promise<void> {
  requireUploader(request);
  await readMultipartForm(request, ['image']);
}

/** The set's images and whether the user may replace them. */
export const presentSlots = async (app: FastifyInstance, request: FastifyRequest, slots: ImageSlots) => ({
  images: await listSlotImages(app.db, slots),
  permissions: { upload: canReplaceStaticImages(request.user) },
});

/** One slot's file; 404 until it is uploaded. */
export const sendSlotImage = async (
  app: FastifyInstance,
  reply: FastifyReply,
  slots: ImageSlots,
  input: { index: number; downloadName: string },
) => sendStoredFile(reply, app.storage, await findSlotImageKey(app.db, slots, input.index), input.downloadName);

/** Checks the uploaded file by content and puts it into the slot, removing the one it replaces. */
export async function uploadIntoSlot(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { slots: ImageSlots; index: number },
): Promise<void> {
  const user = requireUploader(request);
  const uploaded = uploadedFilesOf(request).image;
  if (!uploaded) throw fieldError('image', REQUIRED);
  const file = await checkSlotImage(uploaded);
  await replaceSlotImage(app.db, app.storage, input.slots, { index: input.index, userId: user.id, file });
}
