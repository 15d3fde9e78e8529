import { TZDate } from '@date-fns/tz';
import type { Random } from './random.js';

// The demo data reads as if it were loaded on a fixed day, so every fresh
// start shows the same season: results up to yesterday, fixtures from today.
// Every time is an Athens wall-clock time turned into an instant here.

const ATHENS = 'Europe/Athens';

/** A calendar day in Athens; month is 1 to 12. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** The demo's "today": Saturday 21 November 2026, three weeks into the 2026–2027 season. */
export const DEMO_TODAY: Day = { year: 2026, month: 11, day: 21 };

/** The instant of an Athens wall-clock time (summer and winter time handled). */
export function athensTime(day: Day, hour = 0, minute = 0): Date {
  return new Date(new TZDate(day.year, day.month - 1, day.day, hour, minute, 0, ATHENS).getTime());
}

/** The moment the demo data set is "loaded": 08:00 on the demo's today. */
export const DEMO_NOW = athensTime(DEMO_TODAY, 8, 0);

export function day(year: number, month: number, date: number): Day {
  return { year, month, day: date };
}

export function addDays(from: Day, days: number): Day {
  const utc = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let n = 0; n <= daysBetween(from, to); n++) days.push(addDays(from, n));
  return days;
}

export function isWeekend(date: Day): boolean {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function compareDays(a: Day, b: Day): number {
  return daysBetween(b, a);
}

/** `YYYY-MM-DD HH:mm:ss` on an Athens clock: the shape the standings functions read. */
export function athensText(instant: Date): string {
  return ATHENS_FORMAT.format(instant).replace('T', ' ');
}

const ATHENS_FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ATHENS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * When amateurs play: weekday evenings after work (17:00 to 21:30), a few
 * weekday mornings, weekend days from 09:00; always on the half hour.
 */
export function matchTime(random: Random, date: Day): Date {
  if (isWeekend(date)) return athensTime(date, random.int(9, 18), random.pick([0, 30]));
  if (random.chance(0.12)) return athensTime(date, random.int(8, 11), random.pick([0, 30]));
  return athensTime(date, random.int(17, 21), random.pick([0, 30]));
}

/** An instant `minutes` after another. */
export function plusMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}
