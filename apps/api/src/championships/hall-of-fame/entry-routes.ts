import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HALL_OF_FAME_MESSAGES,
  ZHallOfFameEntryParams,
  ZHallOfFameEntryRequest,
  ZHallOfFameEntryResponse,
  ZMessageResponse,
} from '@tennis/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { requireHallOfFameEditor } from './hall-of-fame-policy.js';
import { presentHallOfFameEntry } from './present-hall-of-fame-entry.js';
import { createHallOfFameEntry, deleteHallOfFameEntry, updateHallOfFameEntry } from './save-hall-of-fame-entry.js';

const tags = ['hall of fame'];
const refusals = errorResponses(401, 403, 404, 422);

/** The back office's entries: the seasons before the platform ran the finals, or a correction of a later one. */
export const entryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/hall-of-fame/entries',
    {
      schema: {
        tags,
        summary: "Adds a season's champions of one league (host 1's back office, admins).",
        body: ZHallOfFameEntryRequest,
        response: { 200: ZHallOfFameEntryResponse, ...refusals },
      },
    },
    async (request) => {
      const user = requireHallOfFameEditor(request);
      const row = await createHallOfFameEntry(app.db, user.id, request.body);
      return { message: HALL_OF_FAME_MESSAGES.created, data: presentHallOfFameEntry(row) };
    },
  );

  app.put(
    '/api/hall-of-fame/entries/:id',
    {
      schema: {
        tags,
        summary: 'Changes an entry of the Hall of Fame.',
        params: ZHallOfFameEntryParams,
        body: ZHallOfFameEntryRequest,
        response: { 200: ZHallOfFameEntryResponse, ...refusals },
      },
    },
    async (request) => {
      const user = requireHallOfFameEditor(request);
      const row = await updateHallOfFameEntry(app.db, user.id, request.params.id, request.body);
      return { message: HALL_OF_FAME_MESSAGES.updated, data: presentHallOfFameEntry(row) };
    },
  );

  app.delete(
    '/api/hall-of-fame/entries/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an entry of the Hall of Fame and its photo.',
        params: ZHallOfFameEntryParams,
        response: { 200: ZMessageResponse, ...refusals },
      },
    },
    async (request) => {
      const user = requireHallOfFameEditor(request);
      const photo = await deleteHallOfFameEntry(app.db, user.id, request.params.id);
      // Only once the deletion is committed: a rolled-back deletion keeps its photo.
      if (photo) await app.storage.remove(photo);
      return { message: HALL_OF_FAME_MESSAGES.deleted };
    },
  );
};
