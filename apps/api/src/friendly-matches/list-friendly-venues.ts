import { asc, eq, isNull, or } from 'drizzle-orm';
import type { TScheduleVenue } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { managedHostsOf } from '../auth/backoffice-policy.js';
import type { DbOrTx } from '../db/client.js';
import { clubs } from '../db/schema/index.js';
import { withVenueSurfaces } from '../matches/venue-surfaces.js';

/**
 * Where a friendly may be played, by name: the wizard offers every club of the
 * directory (a player plays anywhere; an unlisted club is typed in); the
 * schedule screen an organiser's own clubs and the shared ones, as its check
 * accepts them (an admin's, all).
 */
export async function listFriendlyVenues(
  db: DbOrTx,
  user: AuthUser,
  mode: 'wizard' | 'schedule',
): Promise<TScheduleVenue[]> {
  const managed = managedHostsOf(user);
  const where =
    mode === 'schedule' && managed.kind === 'host'
      ? or(isNull(clubs.hostId), eq(clubs.hostId, managed.hostId))
      : undefined;
  const rows = await db
    .select({ id: clubs.id, name: clubs.name, acronym: clubs.acronym })
    .from(clubs)
    .where(where)
    .orderBy(asc(clubs.name), asc(clubs.id));
  return withVenueSurfaces(
    db,
    rows.map((club) => ({ ...club, defaultSurface: null })),
  );
}
