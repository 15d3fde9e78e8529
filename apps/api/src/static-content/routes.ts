import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CHAMPIONSHIP_MESSAGES,
  REQUIRED,
  ZKnockoutImageParams,
  ZKnockoutImagesResponse,
  ZKnockoutImageUploadResponse,
  ZKnockoutYearParams,
} from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { requireUser } from '../auth/policy.js';
import { diskFileStorage } from '../files/file-storage.js';
import { readMultipartForm, uploadedFilesOf } from '../files/read-multipart-form.js';
import { sendStoredFile } from '../files/send-stored-file.js';
import { errorResponses } from '../lib/error-responses.js';
import { fieldError, forbidden } from '../lib/http-error.js';
import {
  checkKnockoutImage,
  findKnockoutImageKey,
  listKnockoutImages,
  replaceKnockoutImage,
} from './knockout-images.js';
import { canReplaceKnockoutImages } from './static-content-policy.js';

const tags = ['static content'];
const refusals = errorResponses(401, 403, 413, 422);

function requireUploader(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!canReplaceKnockoutImages(user)) throw forbidden();
  return user;
}

/** The knockouts page's images (spec 3 §2 at.knockouts-2025, §7): public reads, back-office uploads. */
export const staticContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = diskFileStorage(app.env.DATA_DIR);
  const present = async (request: FastifyRequest, year: number) => ({
    year,
    images: await listKnockoutImages(app.db, year),
    permissions: { upload: canReplaceKnockoutImages(request.user) },
  });

  app.get(
    '/api/knockouts/:year',
    {
      schema: {
        tags,
        summary: "The season's six knockouts images (url null until uploaded) and whether the user may replace them.",
        params: ZKnockoutYearParams,
        response: { 200: ZKnockoutImagesResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (permissions), and an upload must show at once.
      reply.header('cache-control', 'private, no-cache');
      return { data: await present(request, request.params.year) };
    },
  );

  app.get(
    '/api/knockouts/:year/:index',
    {
      schema: {
        tags,
        summary:
          'One knockouts image; 404 until it is uploaded. Its url carries a version, so caches never show a replaced one.',
        params: ZKnockoutImageParams,
      },
    },
    async (request, reply) => {
      const { year, index } = request.params;
      return sendStoredFile(
        reply,
        storage,
        await findKnockoutImageKey(app.db, year, index),
        `knockouts-${year}-${index}`,
      );
    },
  );

  app.post(
    '/api/static-content/knockouts/:year/:index',
    {
      preValidation: async (request) => {
        // Nobody else can make the server read a 10 MB body.
        requireUploader(request);
        await readMultipartForm(request, ['image']);
      },
      schema: {
        tags,
        summary:
          'Replaces one knockouts image (back office of host 1, admins): multipart with the file under "image", jpeg, png or webp by content, 10 MB at most.',
        params: ZKnockoutImageParams,
        response: { 200: ZKnockoutImageUploadResponse, ...refusals },
      },
    },
    async (request) => {
      const user = requireUploader(request);
      const uploaded = uploadedFilesOf(request).image;
      if (!uploaded) throw fieldError('image', REQUIRED);
      const file = await checkKnockoutImage(uploaded);
      const { year, index } = request.params;
      await replaceKnockoutImage(app.db, storage, { year, index, userId: user.id, file });
      return { message: CHAMPIONSHIP_MESSAGES.imageUploaded, data: await present(request, year) };
    },
  );
};
