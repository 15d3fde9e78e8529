import { AVAILABILITY_DAY_START_HOUR, AVAILABILITY_MESSAGES as M } from '@tennis/contracts';
import { fieldError } from '../../lib/http-error.js';
import { athensDayRange, isOnQuarterHour, parseAthensDateTime } from '../../matches/athens-date-time.js';

/** How far ahead a player may declare availability. */
const HORIZON_MS = 366 * 24 * 3_600_000;

function instantOf(field: 'start' | 'end', text: string): Date {
  const instant = parseAthensDateTime(text);
  if (!instant) throw fieldError(field, M.invalidDateTime);
  if (!isOnQuarterHour(text)) throw fieldError(field, M.notOnGrid);
  return instant;
}

/**
 * The instants of a declared period (decision 028): Athens wall-clock times on
 * the 15-minute grid, within one Athens day from 08:00 to 24:00 (the end may
 * be the next day's 00:00:00), not begun yet and at most a year ahead. The
 * day's bounds come from the Athens calendar, so they hold on the days the
 * clocks change.
 */
export function availabilityPeriod(start: string, end: string, now: Date): { start: Date; end: Date } {
  const from = instantOf('start', start);
  const to = instantOf('end', end);
  if (to <= from) throw fieldError('end', M.endBeforeStart);
  const date = start.slice(0, 10);
  const day = athensDayRange(date)!;
  const opens = parseAthensDateTime(`${date} ${String(AVAILABILITY_DAY_START_HOUR).padStart(2, '0')}:00:00`)!;
  if (from < opens) throw fieldError('start', M.outsideHours);
  if (to > day.end) throw fieldError('end', M.outsideHours);
  if (from < now) throw fieldError('start', M.inPast);
  if (from.getTime() > now.getTime() + HORIZON_MS) throw fieldError('start', M.tooFar);
  return { start: from, end: to };
}
