import type { TPartnerFacilitySlug } from '@tennis/contracts';
import type { PageHeadText } from '../../../lib/page-requirement';
import { FACILITY_HEADLINES } from './content/facility-headlines';

// What a shared link of each page previews, carried by the route table into
// the HTML the server sends.

/** A facility page's title and description. */
export const facilityHead = (slug: TPartnerFacilitySlug): PageHeadText => {
  const { name, area, summary } = FACILITY_HEADLINES[slug];
  return {
    title: `${name}, ${area}`,
    description: `${summary} Διεύθυνση, τηλέφωνα, ωράριο και χάρτης.`,
  };
};

export const TRIP_ADVISOR_HEAD: PageHeadText = {
  title: 'Αξιολογήστε το πρωτάθλημα στο TripAdvisor',
  description:
    'Παίξατε στο ερασιτεχνικό πρωτάθλημα τένις της Αθήνας; Γράψτε την αξιολόγησή σας στο TripAdvisor και βοηθήστε τον επόμενο επισκέπτη να βρει παιχνίδι.',
};
