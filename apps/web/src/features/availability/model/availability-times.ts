import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { TAvailabilityCalendarEvent } from '@tennis/contracts';

// The server speaks Athens wall time (`YYYY-MM-DD HH:mm:ss`). The calendar
// runs with timeZone Europe/Athens and no time-zone library, so it reads and
// gives back times without an offset as those same digits (its dates are
// "UTC-coerced"): the page never converts through the device's own zone, and
// a week with a clock change shows 08:00 as 08:00 on every day.

const DAY_MS = 86_400_000;

export type CalendarAvailabilityEvent = {
  id: string;
  title: string;
  start: string;
  end: string;
};

export const toCalendarEvents = (events: TAvailabilityCalendarEvent[], anyClub: string): CalendarAvailabilityEvent[] =>
  events.map((event) => ({
    id: String(event.id),
    title: event.clubName ?? anyClub,
    start: event.start.replace(' ', 'T'),
    end: event.end.replace(' ', 'T'),
  }));

/** A calendar date (its UTC fields are the Athens wall time) as the server's `YYYY-MM-DD HH:mm:ss`. */
const wallTimeOf = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** Now on an Athens clock, the way the calendar reads its dates. */
export const athensNow = (now: number = Date.now()): string =>
  format(new TZDate(now, 'Europe/Athens'), "yyyy-MM-dd'T'HH:mm:ss");

/** The days a calendar view shows, for the API's `from` and `to` (both included): its end is exclusive. */
export const visibleDays = (start: Date, end: Date): { from: string; to: string } => ({
  from: start.toISOString().slice(0, 10),
  to: new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10),
});

/** The quarter hours a period may start or end at: 08:00 to 24:00. */
export const QUARTER_HOURS: string[] = Array.from({ length: 65 }, (_, i) => {
  const minutes = 8 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** A day and two quarter hours as the API's start and end; 24:00 is the next day's 00:00:00. */
export function periodOf(day: string, start: string, end: string): { start: string; end: string } {
  const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    start: `${day} ${start}:00`,
    end: end === '24:00' ? `${nextDay} 00:00:00` : `${day} ${end}:00`,
  };
}

/** The form's fields of a period the calendar selected (a selection ending at midnight ends at 24:00). */
export function fieldsOf(start: Date, end: Date): { day: string; start: string; end: string } {
  const from = wallTimeOf(start);
  const to = wallTimeOf(end);
  const endsAtMidnight = to.slice(11, 16) === '00:00' && to.slice(0, 10) > from.slice(0, 10);
  return { day: from.slice(0, 10), start: from.slice(11, 16), end: endsAtMidnight ? '24:00' : to.slice(11, 16) };
}

/** `Πέμπτη 3/12, 18:00–20:00`: one event for a list or a question (spec 3 §5 dates d/M/yyyy). */
export function describePeriod(start: string, end: string, locale: string): string {
  const day = new Date(`${start.slice(0, 10)}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day);
  const [y, m, d] = start.slice(0, 10).split('-').map(Number);
  const until = end.slice(11, 16) === '00:00' && end.slice(0, 10) > start.slice(0, 10) ? '24:00' : end.slice(11, 16);
  return `${weekday} ${d}/${m}/${y}, ${start.slice(11, 16)}–${until}`;
}
