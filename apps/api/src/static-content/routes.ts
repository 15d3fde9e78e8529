import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAMPIONSHIP_MESSAGES,
  ZKnockoutImageParams,
  ZKnockoutImagesResponse,
  ZKnockoutImageUploadResponse,
  ZKnockoutYearParams,
} from '@tennis/contracts';
import { errorResponses } from '../lib/error-responses.js';
import { presentSlots, readSlotUpload, sendSlotImage, uploadIntoSlot } from './image-slot-requests.js';
import { knockoutImageSlots } from './knockout-images.js';

const tags = ['static content'];
const refusals = errorResponses(401, 403, 413, 422);

/** The knockouts page's images (spec 3 §2 at.knockouts-2025, §7): public reads, back-office uploads. */
export const staticContentRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { year } = request.params;
      return { data: { year, ...(await presentSlots(app, request, knockoutImageSlots(year))) } };
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
      return sendSlotImage(app, reply, knockoutImageSlots(year), {
        index,
        downloadName: `knockouts-${year}-${index}`,
      });
    },
  );

  app.post(
    '/api/static-content/knockouts/:year/:index',
    {
      preValidation: readSlotUpload,
      schema: {
        tags,
        summary:
          'Replaces one knockouts image (back office of host 1, admins): multipart with the file under "image", jpeg, png or webp by content, 10 MB at most.',
        params: ZKnockoutImageParams,
        response: { 200: ZKnockoutImageUploadResponse, ...refusals },
      },
    },
    async (request) => {
      const { year, index } = request.params;
      const slots = knockoutImageSlots(year);
      await uploadIntoSlot(app, request, { slots, index });
      return {
        message: CHAMPIONSHIP_MESSAGES.imageUploaded,
        data: { year, ...(await presentSlots(app, request, slots)) },
      };
    },
  );
};
