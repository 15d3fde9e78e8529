import { z } from 'zod';
import { ZDateTime } from './common.js';

// Images of the championship site's pages that the back office replaces from
// the page itself: the knockouts' six per season, and the photos of each
// partner facility (spec 3 §2). One shape for a slot, whichever page has it.

/** One image slot of a page: url is null until an image is uploaded; it changes with every upload. */
export const ZStaticContentImage = z.object({
  index: z.number().int(),
  url: z.string().nullable(),
  updatedAt: ZDateTime.nullable(),
});
export type TStaticContentImage = z.infer<typeof ZStaticContentImage>;

/** The partner facilities of the Athens championship, each with a page of its own. */
export const PARTNER_FACILITY_SLUGS = ['taf', 'tenez', 'kavouri'] as const;
export type TPartnerFacilitySlug = (typeof PARTNER_FACILITY_SLUGS)[number];
/** The photos a facility's carousel shows once uploaded. */
export const PARTNER_FACILITY_IMAGE_COUNT = 6;

export const ZPartnerFacilityParams = z.object({ slug: z.enum(PARTNER_FACILITY_SLUGS) });
export const ZPartnerFacilityImageParams = ZPartnerFacilityParams.extend({
  index: z.coerce.number().int().min(1).max(PARTNER_FACILITY_IMAGE_COUNT),
});

/** GET /api/partner-facilities/{slug}/images: the facility's photo slots and whether the user may replace them. */
export const ZPartnerFacilityImages = z.object({
  slug: z.enum(PARTNER_FACILITY_SLUGS),
  images: z.array(ZStaticContentImage),
  permissions: z.object({ upload: z.boolean() }),
});
export type TPartnerFacilityImages = z.infer<typeof ZPartnerFacilityImages>;
export const ZPartnerFacilityImagesResponse = z.object({ data: ZPartnerFacilityImages });
export type TPartnerFacilityImagesResponse = z.infer<typeof ZPartnerFacilityImagesResponse>;
export const ZPartnerFacilityImageUploadResponse = z.object({ message: z.string(), data: ZPartnerFacilityImages });
export type TPartnerFacilityImageUploadResponse = z.infer<typeof ZPartnerFacilityImageUploadResponse>;
