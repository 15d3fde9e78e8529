// Dates as the app shows them and as the server speaks them: all numeric, so no
// date library is needed (the public pages use these on every load).

const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

/**
 * A server date (`YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD`) as a Date of the same
 * wall time: the server already speaks Athens time, so nothing is shifted.
 * A date that does not exist (30 February, 25:00) is no date.
 */
export function parseServerDate(value: string): Date | undefined {
  const match = SERVER_DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year!, month! - 1, day, hours, minutes, seconds);
  const sameParts =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return sameParts ? date : undefined;
}

function toDate(value: Date | string | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return isValidDate(value) ? value : undefined;
  return parseServerDate(value);
}

/** 7/3/2025 */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}` : '';
}

/** 7/3/2025 17:30 */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** 2025-03-07 */
export function toServerDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 2025-03-07 17:30:00, what the server expects. */
export function toServerDateTime(date: Date): string {
  return `${toServerDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
