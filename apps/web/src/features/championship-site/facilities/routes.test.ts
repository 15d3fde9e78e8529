import { describe, expect, it } from 'vitest';
import { isKnownPage } from '../../../entry-server';
import { FACILITY_HEADLINES } from './content/facility-headlines';
import { facilityHead } from './head';
import { facilitiesRoutes } from './routes';

// Kept apart from the page's tests: the server's entry, imported here, makes app code outside a server render
// throw, as the page's queries would.
describe('the facilities’ addresses', () => {
  it('are pages for taf, tenez and kavouri only: any other slug is the not-found page, answered with 404', () => {
    for (const slug of ['taf', 'tenez', 'kavouri']) {
      expect(isKnownPage(`/athens-tennis/partner-facilities/${slug}`)).toBe(true);
    }
    expect(isKnownPage('/athens-tennis/partner-facilities/glyfada')).toBe(false);
    expect(isKnownPage('/athens-tennis/partner-facilities')).toBe(false);
    expect(isKnownPage('/athens-tennis/trip-advisor-review')).toBe(true);
  });

  it('give each page its own title and description for shared links', () => {
    const head = facilityHead('kavouri');
    expect(head.title).toBe(`${FACILITY_HEADLINES.kavouri.name}, Καβούρι, Βουλιαγμένη`);
    expect(head.description).toContain(FACILITY_HEADLINES.kavouri.summary);
    const handles = facilitiesRoutes.map((route) => route.handle);
    expect(handles.every((handle) => handle.serverRendered && handle.requirement === 'public' && handle.head)).toBe(
      true,
    );
  });
});
