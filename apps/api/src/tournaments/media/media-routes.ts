import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MEDIA_MESSAGES,
  ZCloudStorageUrlRequest,
  ZLiveStreamingUrlRequest,
  ZMatchIdParams,
  ZMatchMediaResponse,
  ZMediaItemParams,
  ZMediaShiftRequest,
} from '@tennis/contracts';
import { requireBackoffice } from '../../auth/policy.js';
import { withTransaction } from '../../db/client.js';
import { extensionOfKey, VIDEO_CONTENT_TYPES } from '../../files/file-storage.js';
import { sendStoredFile } from '../../files/send-stored-file.js';
import { errorResponses } from '../../lib/error-responses.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { assertManagesMatch } from './assert-manages-match.js';
import type { MediaFile } from './check-media-file.js';
import { addMatchMedia, deleteMatchMedia, setMatchUrl, shiftMatchMedia } from './change-match-media.js';
import { findMatchMediaKey } from './find-match-media-key.js';
import { loadManagedMatchMedia, loadMatchMedia } from './load-match-media.js';
import { multipartParts } from '../../files/multipart-parts.js';
import { readFilePart } from '../../files/read-file-part.js';

const tags = ['match media'];
const response = { 200: ZMatchMediaResponse, ...errorResponses(401, 403, 404, 409, 413, 422) };

/** The files of a multipart request under media[] (or media); each is held to the 10 MB upload limit. */
async function mediaFilesOf(request: FastifyRequest): Promise<MediaFile[]> {
  if (!request.isMultipart()) throw fieldError('media', MEDIA_MESSAGES.noMedia);
  const files: MediaFile[] = [];
  for await (const part of multipartParts(request)) {
    if (part.type !== 'file') continue;
    const buffer = await readFilePart(part);
    if ((part.fieldname === 'media[]' || part.fieldname === 'media') && buffer.length > 0)
      files.push({ filename: part.filename, buffer });
  }
  return files;
}

const matchMediaReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/matches/:id/media',
    {
      schema: {
        tags,
        summary: "The match's media and links (the back office of its host).",
        params: ZMatchIdParams,
        response,
      },
    },
    async (request) => ({
      data: await loadManagedMatchMedia(app.db, request.params.id, requireBackoffice(request)),
    }),
  );

  app.get(
    '/api/matches/:id/media/:mediaId/file',
    { schema: { tags, summary: 'The stored image or video (public).', params: ZMediaItemParams } },
    async (request, reply) => {
      const key = await findMatchMediaKey(app.db, request.params.id, request.params.mediaId);
      const video = key ? VIDEO_CONTENT_TYPES[extensionOfKey(key)] : undefined;
      if (!video) return sendStoredFile(reply, app.storage, key, `media-${request.params.mediaId}`);
      const bytes = await app.storage.read(key!);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', video)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

const uploadMatchMediaRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/matches/:id/media',
    {
      schema: {
        tags,
        summary: 'Adds images or videos (multipart media[]), checked by content, 10 MB each.',
        params: ZMatchIdParams,
        response,
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      // Before the upload is read: files for an unknown match or a stranger's are not worth taking
      // in. The lock in the transaction checks again.
      await assertManagesMatch(app.db, request.params.id, user);
      const files = await mediaFilesOf(request);
      const keys: string[] = [];
      try {
        await withTransaction(app.db, async (tx) =>
          keys.push(...(await addMatchMedia(tx, app.storage, request.params.id, user, files))),
        );
      } catch (error) {
        // Files written before a later refusal must not stay behind without a row.
        await Promise.all(keys.map((key) => app.storage.remove(key)));
        throw error;
      }
      return { message: MEDIA_MESSAGES.added, data: await loadMatchMedia(app.db, request.params.id) };
    },
  );
};

const matchMediaItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/matches/:id/media/:mediaId/shift',
    {
      schema: {
        tags,
        summary: 'Moves an item one place left or right.',
        params: ZMediaItemParams,
        body: ZMediaShiftRequest,
        response,
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      await withTransaction(app.db, (tx) =>
        shiftMatchMedia(tx, request.params.id, request.params.mediaId, user, request.body.direction),
      );
      return { message: MEDIA_MESSAGES.shifted, data: await loadMatchMedia(app.db, request.params.id) };
    },
  );

  app.delete(
    '/api/matches/:id/media/:mediaId',
    { schema: { tags, summary: 'Deletes an item and its file.', params: ZMediaItemParams, response } },
    async (request) => {
      const user = requireBackoffice(request);
      const key = await withTransaction(app.db, (tx) =>
        deleteMatchMedia(tx, request.params.id, request.params.mediaId, user),
      );
      await app.storage.remove(key);
      return { message: MEDIA_MESSAGES.deleted, data: await loadMatchMedia(app.db, request.params.id) };
    },
  );
};

const matchUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const urlRoute = <K extends 'liveStreamingUrl' | 'cloudStorageUrl'>(
    path: string,
    field: K,
    body: z.ZodType<Record<K, string | null>>,
  ) =>
    app.post(
      path,
      { schema: { tags, summary: `Sets or clears ${field}.`, params: ZMatchIdParams, body, response } },
      async (request) => {
        const user = requireBackoffice(request);
        await withTransaction(app.db, (tx) =>
          setMatchUrl(tx, request.params.id, user, field, (request.body as Record<K, string | null>)[field]),
        );
        return { message: MEDIA_MESSAGES.urlSaved, data: await loadMatchMedia(app.db, request.params.id) };
      },
    );
  urlRoute('/api/matches/:id/live-streaming-url', 'liveStreamingUrl', ZLiveStreamingUrlRequest);
  urlRoute('/api/matches/:id/cloud-storage-url', 'cloudStorageUrl', ZCloudStorageUrlRequest);
};

/** Photos, videos and links of a match (spec 2 §2 "Match options and media", §7 Matches). */
export const matchMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(matchMediaReadRoutes);
  await app.register(uploadMatchMediaRoute);
  await app.register(matchMediaItemRoutes);
  await app.register(matchUrlRoutes);
};
