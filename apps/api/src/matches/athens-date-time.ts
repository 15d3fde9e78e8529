import { TZDate } from '@date-fns/tz';

const ATHENS = 'Europe/Athens';
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant of a `YYYY-MM-DD HH:mm:ss` Athens wall-clock time, or null when
 * the text names no real time (31 February, 25:00): such a value is the
 * client's mistake and must become a 422, never an invalid Date.
 */
export function parseAthensDateTime(text: string): Date | null {
  const parts = DATE_TIME.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new TZDate(year, month - 1, day, hour, minute, second, ATHENS);
  const sameWallClock =
    instant.getFullYear() === year &&
    instant.getMonth() === month - 1 &&
    instant.getDate() === day &&
    instant.getHours() === hour &&
    instant.getMinutes() === minute;
  return sameWallClock ? new Date(instant.getTime()) : null;
}

/** The first and the next day's first instant of an Athens calendar day `YYYY-MM-DD` (23 or 25 hours on clock changes). */
export function athensDayRange(text: string): { start: Date; end: Date } | null {
  const parts = DATE.exec(text);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, day, 0, 0, 0, ATHENS);
  if (start.getMonth() !== month - 1 || start.getDate() !== day) return null;
  const end = new TZDate(year, month - 1, day + 1, 0, 0, 0, ATHENS);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** On the schedule's 15-minute grid: minutes :00, :15, :30 or :45 and no seconds, on an Athens clock. */
export function isOnQuarterHour(text: string): boolean {
  const parts = DATE_TIME.exec(text);
  return parts !== null && Number(parts[5]) % 15 === 0 && parts[6] === '00';
}
