import { PARTNER_FACILITY_IMAGE_COUNT, type TPartnerFacilitySlug } from '@tennis/contracts';
import { partnerFacilityImageUrl } from '../lib/public-file-urls.js';
import type { ImageSlots } from './image-slots.js';

/**
 * A facility's photos belong to no season: the slots' rows all carry this
 * year, which no season can have, so they never meet a season's images.
 */
const NO_SEASON = 0;

/** The photos of a partner facility's carousel (spec 3 §2), a page key per facility. */
export const partnerFacilityImageSlots = (slug: TPartnerFacilitySlug): ImageSlots => ({
  page: `partner-facility-${slug}`,
  year: NO_SEASON,
  count: PARTNER_FACILITY_IMAGE_COUNT,
  folder: `static-content/partner-facilities/${slug}`,
  urlOf: (index, updatedAt) => partnerFacilityImageUrl(slug, index, updatedAt),
});
