import { format, isValid, parse } from 'date-fns';
import { el } from 'date-fns/locale';

const DATE_FORMAT = 'd/M/yyyy';
const DATE_TIME_FORMAT = 'd/M/yyyy HH:mm';
/** How dates travel to and from the server, in Europe/Athens wall time. */
const SERVER_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const SERVER_DATE_FORMAT = 'yyyy-MM-dd';

/** Greek locale, weeks start on Monday: pass to every date-fns call that knows weeks. */
export const DATE_OPTIONS = { locale: el, weekStartsOn: 1 } as const;

/**
 * A server date (`YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD`) as a Date of the same
 * wall time: the server already speaks Athens time, so nothing is shifted.
 */
export function parseServerDate(value: string): Date | undefined {
  const text = value.trim();
  const parsed =
    text.length > 10 ? parse(text, SERVER_DATE_TIME_FORMAT, new Date()) : parse(text, SERVER_DATE_FORMAT, new Date());
  return isValid(parsed) ? parsed : undefined;
}

function toDate(value: Date | string | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return isValid(value) ? value : undefined;
  return parseServerDate(value);
}

/** 7/3/2025 */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, DATE_FORMAT, DATE_OPTIONS) : '';
}

/** 7/3/2025 17:30 */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, DATE_TIME_FORMAT, DATE_OPTIONS) : '';
}

/** 2025-03-07 17:30:00, what the server expects. */
export function toServerDateTime(date: Date): string {
  return format(date, SERVER_DATE_TIME_FORMAT);
}

/** 2025-03-07 */
export function toServerDate(date: Date): string {
  return format(date, SERVER_DATE_FORMAT);
}
