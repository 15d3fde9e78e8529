import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROFILE_PICTURE_REMOVED,
  PROFILE_PICTURE_UPDATED,
  REQUIRED,
  ZIdParams,
  ZProfilePictureResponse,
} from '@tennis/contracts';
import { actorOf, requireUser } from '../auth/policy.js';
import { readMultipartForm, uploadedFilesOf } from '../files/read-multipart-form.js';
import { errorResponses } from '../lib/error-responses.js';
import { fieldError } from '../lib/http-error.js';
import { playerPictureUrl } from '../lib/public-file-urls.js';
import { canAdministerPlayers, canManagePicture } from './player-access.js';
import {
  assertMayManagePicture,
  removeProfilePicture,
  replaceProfilePicture,
  type PicturePolicy,
} from './profile-picture.js';

const tags = ['players'];
const refusals = errorResponses(401, 403, 404, 409, 413, 422);

/** The /players back office's own variant: the admins who manage players (god's player stays god's). */
const adminPolicy: PicturePolicy = (actor, player) => canAdministerPlayers(actor, 'players.update', player);

/**
 * Profile pictures (spec 3 §6, §7): the player themself, any player for god
 * mode and host 1's back office, and the admins of /players; the admin
 * variant of the inventory is the same upload under the back office's path.
 * GET …/profile-picture (public) is among the stored files the pages link to.
 */
export const profilePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const upload = (path: string, policy: PicturePolicy, summary: string) =>
    app.post(
      path,
      {
        preValidation: async (request) => {
          // Only who may change the picture makes the server read up to 10 MB.
          requireUser(request);
          // A malformed id is left to validation, which answers its 422.
          const params = ZIdParams.safeParse(request.params);
          if (!params.success) return;
          await assertMayManagePicture(app.db, actorOf(request), params.data.id, policy);
          await readMultipartForm(request, ['image']);
        },
        schema: { tags, summary, params: ZIdParams, response: { 200: ZProfilePictureResponse, ...refusals } },
      },
      async (request) => {
        const file = uploadedFilesOf(request).image;
        if (!file) throw fieldError('image', REQUIRED);
        const { id } = request.params;
        const key = await replaceProfilePicture(app.db, app.storage, actorOf(request), id, file, policy);
        return { message: PROFILE_PICTURE_UPDATED, data: { profilePictureUrl: playerPictureUrl(id, key) } };
      },
    );

  upload(
    '/api/players/:id/profile-picture',
    canManagePicture,
    'Replaces the player\'s profile picture: multipart, the file under "image" (jpeg, png or webp by content, 10 MB at most); stored at 64, 256 and 512 px as WebP and JPEG.',
  );
  upload(
    '/api/admin/players/:id/profile-picture',
    adminPolicy,
    "The /players back office's upload of a player's profile picture (admins).",
  );

  app.delete(
    '/api/players/:id/profile-picture',
    {
      schema: {
        tags,
        summary: "Removes the player's profile picture and its stored files (409 when there is none).",
        params: ZIdParams,
        response: { 200: ZProfilePictureResponse, ...refusals },
      },
    },
    async (request) => {
      requireUser(request);
      await removeProfilePicture(app.db, app.storage, actorOf(request), request.params.id, canManagePicture);
      return { message: PROFILE_PICTURE_REMOVED, data: { profilePictureUrl: null } };
    },
  );
};
