import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TChampionshipMatchFilters } from '@tennis/contracts';
import { matches } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-error.js';
import { athensDayRange } from '../../matches/athens-date-time.js';

/** The where clause of the match list and of its export: one reading of the filters for both. */
export function championshipMatchWhere(championshipId: number, filters: TChampionshipMatchFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(matches.kind, 'championship'),
    eq(matches.championshipId, championshipId),
  ];
  if (filters.state === 'awaiting') {
    // Played by now, by its schedule, and nothing entered yet.
    conditions.push(
      eq(matches.state, 'initialized'),
      eq(matches.suspended, false),
      lt(matches.scheduledAt, new Date()),
    );
  } else if (filters.state) {
    conditions.push(eq(matches.state, filters.state));
  }
  if (filters.suspended) conditions.push(eq(matches.suspended, filters.suspended === '1'));
  if (filters.from) {
    const day = athensDayRange(filters.from);
    if (!day) throw fieldError('from', 'Μη έγκυρη ημερομηνία');
    conditions.push(gte(matches.scheduledAt, day.start));
  }
  if (filters.to) {
    const day = athensDayRange(filters.to);
    if (!day) throw fieldError('to', 'Μη έγκυρη ημερομηνία');
    conditions.push(lt(matches.scheduledAt, day.end));
  }
  return and(...conditions);
}
