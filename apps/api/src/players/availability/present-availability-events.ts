import { inArray } from 'drizzle-orm';
import type { TAvailabilityCalendarEvent } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { availabilityEvents } from '../../db/schema/index.js';
import { clubs } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';

/** Events as the calendar shows them: Athens times and the club's name. */
export async function presentAvailabilityEvents(
  db: DbOrTx,
  rows: (typeof availabilityEvents.$inferSelect)[],
): Promise<TAvailabilityCalendarEvent[]> {
  const clubIds = [...new Set(rows.map((row) => row.clubId).filter((id): id is number => id !== null))];
  const names = new Map<number, string>();
  if (clubIds.length > 0)
    for (const club of await db
      .select({ id: clubs.id, name: clubs.name })
      .from(clubs)
      .where(inArray(clubs.id, clubIds)))
      names.set(club.id, club.name);
  return rows.map((row) => ({
    id: row.id,
    start: formatAthensDateTime(row.startsAt),
    end: formatAthensDateTime(row.endsAt),
    clubId: row.clubId,
    clubName: row.clubId === null ? null : (names.get(row.clubId) ?? null),
  }));
}
