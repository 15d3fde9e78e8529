import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PARTNER_FACILITY_SLUGS, type TPartnerFacilitySlug, type TPartnerFacilityImages } from '@tennis/contracts';
import { Page } from '../../../../components/ui/page';
import { Skeleton } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { facilityImagesQuery } from '../api/facility-images-api';
import { PARTNER_FACILITIES, type PartnerFacility } from '../content/facilities';
import { ILLUSTRATIONS } from '../content/illustrations';
import { FacilityContact, FacilityFacts } from '../components/facility-details';
import { FacilityMap } from '../components/facility-map';
import { FacilityPhotoUploads } from '../components/facility-photo-uploads';
import { PhotoCarousel, type CarouselSlide } from '../components/photo-carousel';
import { FACILITIES_NS } from '../i18n';

/** The club's uploaded photos in their order; until there is one, the drawings shipped with the app. */
function useSlides(facility: PartnerFacility, images: TPartnerFacilityImages | undefined): CarouselSlide[] {
  const { t } = useTranslation(FACILITIES_NS);
  const photos = (images?.images ?? []).flatMap((image) =>
    image.url ? [{ src: image.url, alt: t('facility.photoAlt', { name: facility.name, index: image.index }) }] : [],
  );
  return photos.length > 0 ? photos : facility.illustrations.map((id) => ILLUSTRATIONS[id]);
}

/** /athens-tennis/partner-facilities/{slug}: a partner club's photos, courts, address, phones and map (spec 3 §2). */
export function FacilityPage({ slug }: { slug: TPartnerFacilitySlug }) {
  const { t } = useTranslation(FACILITIES_NS);
  const facility = PARTNER_FACILITIES[slug];
  const images = useQuery(facilityImagesQuery(slug));
  const slides = useSlides(facility, images.data?.data);

  return (
    <Page title={facility.name} intro={<p>{facility.summary}</p>}>
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {images.isPending ? (
            <Skeleton className="aspect-[3/2] w-full rounded-card" />
          ) : (
            <PhotoCarousel
              // New photos are new slides: the carousel starts again from the first.
              key={slides.map((slide) => slide.src).join(' ')}
              slides={slides}
              label={t('facility.photos', { name: facility.name })}
              autoplay
            />
          )}
        </div>
        <aside aria-labelledby="facility-contact" className="lg:col-span-2">
          <div className="rounded-card border border-line bg-surface p-4 sm:p-6">
            <h2 id="facility-contact" className="mb-4 text-xl font-bold">
              {t('facility.contact')}
            </h2>
            <FacilityContact facility={facility} />
          </div>
        </aside>
        <section aria-labelledby="facility-details" className="space-y-4 lg:col-span-3">
          <h2 id="facility-details" className="text-xl font-bold">
            {t('facility.details')}
          </h2>
          {facility.description.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <FacilityFacts facility={facility} />
        </section>
        <section aria-labelledby="facility-map" className="space-y-4 lg:col-span-2">
          <h2 id="facility-map" className="text-xl font-bold">
            {t('facility.map')}
          </h2>
          <FacilityMap facility={facility} />
        </section>
      </div>
      {images.data?.data.permissions.upload && (
        <div className="mt-10">
          <FacilityPhotoUploads facility={facility} images={images.data.data} />
        </div>
      )}
      <OtherFacilities current={slug} />
    </Page>
  );
}

function OtherFacilities({ current }: { current: TPartnerFacilitySlug }) {
  const { t } = useTranslation(FACILITIES_NS);
  return (
    <nav aria-labelledby="other-facilities" className="mt-10 border-t border-line pt-6">
      <h2 id="other-facilities" className="mb-3 text-lg font-semibold">
        {t('facility.otherFacilities')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {PARTNER_FACILITY_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <Link
              to={paths.skin.partnerFacility(slug)}
              className="focus-ring flex min-h-11 flex-col justify-center rounded-control border border-line bg-surface px-4 py-2 hover:bg-surface-sunken"
            >
              <span className="font-semibold">{PARTNER_FACILITIES[slug].name}</span>
              <span className="text-sm text-ink-muted">{PARTNER_FACILITIES[slug].area}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
