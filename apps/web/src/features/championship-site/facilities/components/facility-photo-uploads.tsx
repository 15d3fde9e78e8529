import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PARTNER_FACILITY_IMAGE_COUNT,
  type TPartnerFacilityImages,
  type TPartnerFacilityImageUploadResponse,
} from '@tennis/contracts';
import { ImageSlotGrid } from '../../../../components/image-slots/image-slot-grid';
import { RacketIcon } from '../../../../components/svg-icons/icons';
import { facilityImagesQuery, facilityImageUploadPath } from '../api/facility-images-api';
import type { PartnerFacility } from '../content/facilities';
import { FACILITIES_NS } from '../i18n';

/** For the back office only: the facility's six photo slots, each uploaded or replaced from the page. */
export function FacilityPhotoUploads({
  facility,
  images,
}: {
  facility: PartnerFacility;
  images: TPartnerFacilityImages;
}) {
  const { t } = useTranslation(FACILITIES_NS);
  const client = useQueryClient();
  const { name, slug } = facility;
  return (
    <section aria-labelledby="facility-uploads" className="rounded-card border border-line bg-surface p-4 sm:p-6">
      <h2 id="facility-uploads" className="text-xl font-bold">
        {t('uploads.title')}
      </h2>
      <p className="mt-1 mb-5 text-ink-muted">{t('uploads.intro')}</p>
      <ImageSlotGrid<TPartnerFacilityImageUploadResponse>
        images={images.images}
        count={PARTNER_FACILITY_IMAGE_COUNT}
        canUpload
        uploadPath={(index) => facilityImageUploadPath(slug, index)}
        // The answer carries the new versioned urls: the carousel and the tile show the photo at once.
        onUploaded={(answer) => client.setQueryData(facilityImagesQuery(slug).queryKey, { data: answer.data })}
        texts={{
          alt: (index) => t('facility.photoAlt', { name, index }),
          caption: (index) => t('uploads.caption', { index }),
          empty: (index) => t('uploads.empty', { index }),
          uploadTitle: (index) => t('uploads.uploadTitle', { index, name }),
        }}
        emptyIcon={<RacketIcon className="size-10 text-court-300" />}
      />
    </section>
  );
}
