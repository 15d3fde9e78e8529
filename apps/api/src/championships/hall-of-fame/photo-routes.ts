import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HALL_OF_FAME_MESSAGES, REQUIRED, ZHallOfFameEntryParams, ZHallOfFameEntryResponse } from '@tennis/contracts';
import { readMultipartForm, uploadedFilesOf } from '../../files/read-multipart-form.js';
import { sendStoredFile } from '../../files/send-stored-file.js';
import { errorResponses } from '../../lib/error-responses.js';
import { fieldError } from '../../lib/http-error.js';
import { requireHallOfFameEditor } from './hall-of-fame-policy.js';
import { presentHallOfFameEntry } from './present-hall-of-fame-entry.js';
import { checkHallOfFamePhoto, findHallOfFamePhotoKey, replaceHallOfFamePhoto } from './replace-hall-of-fame-photo.js';
import { findHallOfFameEntry } from './save-hall-of-fame-entry.js';

const tags = ['hall of fame'];

/** The photo of an entry: uploaded by the back office, served to everyone. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/hall-of-fame/entries/:id/photo',
    {
      preValidation: async (request) => {
        // Nobody else can make the server read a 10 MB body.
        requireHallOfFameEditor(request);
        await readMultipartForm(request, ['photo']);
      },
      schema: {
        tags,
        summary:
          'Replaces the photo of an entry: multipart with the file under "photo", jpeg, png or webp by content, 10 MB at most.',
        params: ZHallOfFameEntryParams,
        response: { 200: ZHallOfFameEntryResponse, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request) => {
      const user = requireHallOfFameEditor(request);
      const { id } = request.params;
      await findHallOfFameEntry(app.db, id);
      const uploaded = uploadedFilesOf(request).photo;
      if (!uploaded) throw fieldError('photo', REQUIRED);
      const file = await checkHallOfFamePhoto(uploaded);
      const row = await replaceHallOfFamePhoto(app.db, app.storage, { id, userId: user.id, file });
      return { message: HALL_OF_FAME_MESSAGES.photoUploaded, data: presentHallOfFameEntry(row) };
    },
  );

  app.get(
    '/api/hall-of-fame/entries/:id/photo',
    {
      schema: {
        tags,
        summary:
          "An entry's photo; 404 until one is uploaded. Its url carries a version, so caches never show a replaced one.",
        params: ZHallOfFameEntryParams,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        app.storage,
        await findHallOfFamePhotoKey(app.db, request.params.id),
        `hall-of-fame-${request.params.id}`,
      ),
  );
};
