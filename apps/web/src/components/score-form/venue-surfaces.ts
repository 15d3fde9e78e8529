import type { TScheduleVenue, TSurface } from '@tennis/contracts';

const venueOf = (venues: readonly TScheduleVenue[], clubId: string) =>
  venues.find((venue) => String(venue.id) === clubId);

/** The surfaces the chosen club offers; none until a club is chosen. */
export function surfacesOf(venues: readonly TScheduleVenue[], clubId: string): TSurface[] {
  return venueOf(venues, clubId)?.surfaces ?? [];
}

/** The surface a newly chosen club starts with: its default one, else its first, else none. */
export function defaultSurfaceOf(venues: readonly TScheduleVenue[], clubId: string): TSurface | '' {
  const venue = venueOf(venues, clubId);
  return venue?.defaultSurface ?? venue?.surfaces[0] ?? '';
}

/** The chosen club's courts of the chosen surface, by name: where the match may be put. */
export function courtsOf(
  venues: readonly TScheduleVenue[],
  clubId: string,
  surface: string,
): NonNullable<TScheduleVenue['courts']> {
  return (venueOf(venues, clubId)?.courts ?? []).filter((court) => court.surface === surface);
}
