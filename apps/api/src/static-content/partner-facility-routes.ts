import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAMPIONSHIP_MESSAGES,
  ZPartnerFacilityImageParams,
  ZPartnerFacilityImagesResponse,
  ZPartnerFacilityImageUploadResponse,
  ZPartnerFacilityParams,
} from '@tennis/contracts';
import { errorResponses } from '../lib/error-responses.js';
import { presentSlots, readSlotUpload, sendSlotImage, uploadIntoSlot } from './image-slot-requests.js';
import { partnerFacilityImageSlots } from './partner-facility-images.js';

const tags = ['partner facilities'];

/** The photos of the partner facilities' pages (spec 3 §2): public reads, back-office uploads, as the knockouts'. */
export const partnerFacilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partner-facilities/:slug/images',
    {
      schema: {
        tags,
        summary:
          "The facility's six photo slots (url null until uploaded) and whether the user may replace them; slug taf, tenez or kavouri.",
        params: ZPartnerFacilityParams,
        response: { 200: ZPartnerFacilityImagesResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (permissions), and an upload must show at once.
      reply.header('cache-control', 'private, no-cache');
      const { slug } = request.params;
      return { data: { slug, ...(await presentSlots(app, request, partnerFacilityImageSlots(slug))) } };
    },
  );

  app.get(
    '/api/partner-facilities/:slug/images/:index',
    {
      schema: {
        tags,
        summary:
          'One photo of the facility; 404 until it is uploaded. Its url carries a version, so caches never show a replaced one.',
        params: ZPartnerFacilityImageParams,
      },
    },
    async (request, reply) => {
      const { slug, index } = request.params;
      return sendSlotImage(app, reply, partnerFacilityImageSlots(slug), {
        index,
        downloadName: `${slug}-${index}`,
      });
    },
  );

  app.post(
    '/api/partner-facilities/:slug/images/:index',
    {
      preValidation: readSlotUpload,
      schema: {
        tags,
        summary:
          'Replaces one photo of the facility (back office of host 1, admins): multipart with the file under "image", jpeg, png or webp by content, 10 MB at most.',
        params: ZPartnerFacilityImageParams,
        response: { 200: ZPartnerFacilityImageUploadResponse, ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request) => {
      const { slug, index } = request.params;
      const slots = partnerFacilityImageSlots(slug);
      await uploadIntoSlot(app, request, { slots, index });
      return {
        message: CHAMPIONSHIP_MESSAGES.imageUploaded,
        data: { slug, ...(await presentSlots(app, request, slots)) },
      };
    },
  );
};
