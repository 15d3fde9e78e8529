import { queryOptions } from '@tanstack/react-query';
import type { TPartnerFacilityImagesResponse, TPartnerFacilitySlug } from '@tennis/contracts';
import { api } from '../../../../lib/api-client';

/** GET /api/partner-facilities/{slug}/images: the facility's photo slots and whether the user may replace them. */
export const facilityImagesQuery = (slug: TPartnerFacilitySlug) =>
  queryOptions({
    queryKey: ['partner-facilities', slug, 'images'],
    queryFn: ({ signal }) =>
      api.get<TPartnerFacilityImagesResponse>(`/api/partner-facilities/${slug}/images`, { signal }),
    staleTime: 60_000,
  });

/** Where the back office uploads one of the facility's photos (multipart, under "image"). */
export const facilityImageUploadPath = (slug: TPartnerFacilitySlug, index: number) =>
  `/api/partner-facilities/${slug}/images/${index}`;
