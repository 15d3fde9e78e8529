import type { RouteObject } from 'react-router';
import { PARTNER_FACILITY_SLUGS, type TPartnerFacilitySlug } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import type { PageHandle } from '../../../lib/page-requirement';
import { facilityHead, TRIP_ADVISOR_HEAD } from './head';

// The page and its texts download together, on the first visit to one of these pages.
const withTexts = async <T,>(load: Promise<T>): Promise<T> => (await Promise.all([load, import('./i18n')]))[0];

/**
 * One address per facility: a slug that names none matches no route, so the
 * server answers it with the not-found page and a 404, for every visitor.
 */
const facilityRoute = (slug: TPartnerFacilitySlug): RouteObject & { handle: PageHandle } => ({
  path: paths.skin.partnerFacility(slug),
  handle: { requirement: 'public', serverRendered: true, head: facilityHead(slug) },
  lazy: async () => {
    const { FacilityPage } = await withTexts(import('./routes/facility-page'));
    return { Component: () => <FacilityPage slug={slug} /> };
  },
});

/** The three partner facilities' pages and the TripAdvisor review page. */
export const facilitiesRoutes: (RouteObject & { handle: PageHandle })[] = [
  ...PARTNER_FACILITY_SLUGS.map(facilityRoute),
  {
    path: paths.skin.tripAdvisorReview(),
    handle: { requirement: 'public', serverRendered: true, head: TRIP_ADVISOR_HEAD },
    lazy: async () => ({ Component: (await withTexts(import('./routes/trip-advisor-page'))).TripAdvisorPage }),
  },
];
