// Dates travel as `YYYY-MM-DD HH:mm:ss` in Europe/Athens wall time (decision 004).
// The Swedish locale writes exactly that shape, so Intl does the zone arithmetic.
const athensFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Athens',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-21 18:05:00` for an instant, read on an Athens clock. */
export function formatAthensDateTime(instant: Date): string {
  return athensFormat.format(instant).replace('T', ' ');
}

/** The calendar year on an Athens clock (a season's "current year"). */
export function athensYear(instant: Date = new Date()): number {
  return Number(formatAthensDateTime(instant).slice(0, 4));
}

/** This month on an Athens clock, `YYYY-MM`. */
export const currentAthensMonth = (now: Date = new Date()): string => formatAthensDateTime(now).slice(0, 7);
