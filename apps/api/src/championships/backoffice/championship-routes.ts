import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAMPIONSHIP_BACKOFFICE_NOTICES,
  ZBackofficeChampionshipListResponse,
  ZBackofficeChampionshipResponse,
  ZChampionshipUpdateRequest,
  ZChampionshipUpdateResponse,
  ZVenueOptionsResponse,
  ZId,
  ZIdParams,
} from '@tennis/contracts';
import { requireBackoffice, requireRole } from '../../auth/policy.js';
import { readMultipartForm, uploadedFilesOf } from '../../files/read-multipart-form.js';
import { notFound } from '../../lib/http-error.js';
import { listBackofficeChampionships } from './list-backoffice-championships.js';
import { findChampionship, requireChampionshipBackoffice, requireChampionshipEdit } from './championship-access.js';
import { CONTENT_TYPES } from './championship-files.js';
import { listVenueOptions } from './list-venue-options.js';
import { loadBackofficeChampionship } from './load-backoffice-championship.js';
import { updateChampionship } from './update-championship.js';

const ZFileParams = z.object({ id: ZId, kind: z.enum(['poster', 'proclamation']) });

const championshipPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/championships',
    {
      schema: {
        tags: ['championships-backoffice'],
        summary: "The championships the user's back office runs (admins: all; host staff: their host's).",
        response: { 200: ZBackofficeChampionshipListResponse },
      },
    },
    async (request) => {
      const user = requireBackoffice(request);
      return { data: await listBackofficeChampionships(app.db, user) };
    },
  );

  app.get(
    '/api/backoffice/championships/:id',
    {
      schema: {
        tags: ['championships-backoffice'],
        summary: "The championship for its back-office page and edit form: the host's back office (admins any).",
        params: ZIdParams,
        response: { 200: ZBackofficeChampionshipResponse },
      },
    },
    async (request) => {
      const { user, championship } = await requireChampionshipBackoffice(request, app.db, request.params.id);
      return { data: await loadBackofficeChampionship(app.db, championship, user) };
    },
  );
};

const venueOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/championships/:id/venue-options',
    {
      schema: {
        tags: ['championships-backoffice'],
        summary: 'Every club the edit form may choose as a venue (admins).',
        params: ZIdParams,
        response: { 200: ZVenueOptionsResponse },
      },
    },
    async (request) => {
      await requireChampionshipEdit(request, app.db, request.params.id);
      return { data: await listVenueOptions(app.db) };
    },
  );
};

const championshipFileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/backoffice/championships/:id/files/:kind',
    {
      schema: {
        tags: ['championships-backoffice'],
        summary: 'The stored poster or proclamation, for the edit form preview.',
        params: ZFileParams,
      },
    },
    async (request, reply) => {
      const { championship } = await requireChampionshipBackoffice(request, app.db, request.params.id);
      const key = request.params.kind === 'poster' ? championship.posterPath : championship.proclamationPath;
      const file = key ? await app.storage.read(key) : null;
      if (!key || !file) throw notFound();
      const extension = key.split('.').pop() ?? '';
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=60')
        .header('content-disposition', `inline; filename="${championship.slug}.${extension}"`)
        .send(file);
    },
  );
};

const updateChampionshipRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/championships/:id',
    {
      preValidation: async (request) => {
        // Only an admin's files are read at all: nobody else can make the server hold 10 MB.
        requireRole(request, ['admin']);
        await readMultipartForm(request, ['poster', 'proclamation']);
      },
      schema: {
        tags: ['championships-backoffice'],
        summary:
          'Saves the championship form (admins): JSON, or multipart with the fields as JSON in `payload` and the `poster` (jpeg, png, gif) and `proclamation` (pdf, doc, docx) files, 10 MB at most, checked by content. Type and gender are read-only; publish only from draft.',
        params: ZIdParams,
        body: ZChampionshipUpdateRequest,
        response: { 200: ZChampionshipUpdateResponse },
      },
    },
    async (request) => {
      const { user, championship } = await requireChampionshipEdit(request, app.db, request.params.id);
      await updateChampionship(app.db, app.storage, {
        championshipId: championship.id,
        userId: user.id,
        update: request.body,
        uploads: uploadedFilesOf(request),
      });
      const saved = await findChampionship(app.db, championship.id);
      return {
        message: CHAMPIONSHIP_BACKOFFICE_NOTICES.updated,
        data: await loadBackofficeChampionship(app.db, saved, user),
      };
    },
  );
};

/** The championship's back-office page and its admin-only edit form (spec 3 §2, §5). */
export const championshipBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(championshipPageRoutes);
  await app.register(venueOptionsRoute);
  await app.register(championshipFileRoute);
  await app.register(updateChampionshipRoute);
};
