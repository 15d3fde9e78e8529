import { useTranslation } from 'react-i18next';
import type { PartnerFacility } from '../content/facilities';
import { FACILITIES_NS } from '../i18n';
import { mapEmbedUrl, mapSearchUrl } from '../model/map-links';

/**
 * The club on a map: an embedded frame that loads only when scrolled near,
 * and beside it a plain link to the same place that works without it (a
 * blocked frame, no third-party content, a phone that opens its maps app).
 */
export function FacilityMap({ facility }: { facility: PartnerFacility }) {
  const { t } = useTranslation(FACILITIES_NS);
  const { street, postcode, town } = facility.address;
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-card border border-line bg-surface-sunken">
        <iframe
          src={mapEmbedUrl(facility.mapQuery)}
          title={t('facility.mapTitle', { name: facility.name, address: `${street}, ${postcode} ${town}` })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block aspect-[4/3] w-full border-0 sm:aspect-[16/9]"
        />
      </div>
      <a
        href={mapSearchUrl(facility.mapQuery)}
        target="_blank"
        rel="noopener noreferrer"
        className="focus-ring inline-flex min-h-11 items-center font-semibold text-clay-700 underline underline-offset-4 dark:text-clay-300"
      >
        {t('facility.openInMaps')}
        <span className="sr-only"> {t('facility.newTab')}</span>
      </a>
    </div>
  );
}
