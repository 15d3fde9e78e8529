import { eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TChampionshipMatchFilters } from '@tennis/contracts';
import { matches } from '../db/schema/index.js';
import { fieldError } from '../lib/http-error.js';
import { athensDayRange } from './athens-date-time.js';

/**
 * The conditions of a back-office match list's shared filters (state,
 * suspension, Athens days from and to), read one way for every list and
 * export that offers them.
 */
export function matchFilterConditions(filters: TChampionshipMatchFilters, now = new Date()): SQL[] {
  const conditions: SQL[] = [];
  if (filters.state === 'awaiting') {
    // Played by now, by its schedule, and nothing entered yet.
    conditions.push(eq(matches.state, 'initialized'), eq(matches.suspended, false), lt(matches.scheduledAt, now));
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
  return conditions;
}
