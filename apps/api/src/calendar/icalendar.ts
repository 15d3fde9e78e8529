// iCalendar (RFC 5545) text for the calendar feeds: what every calendar app
// (Google, Apple, Outlook) subscribes to. Times are written on an Athens wall
// clock with TZID=Europe/Athens and the zone's definition beside them, so an
// event stays at 18:00 in Athens across the daylight-saving changes whatever
// the subscriber's own zone.

export interface CalendarEvent {
  /** Stable across every version of the event: the calendar app updates, never duplicates. */
  uid: string;
  /** Grows each time the event changes (a new time, court or result). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

export interface Calendar {
  /** The calendar's name as the app lists it. */
  name: string;
  events: readonly CalendarEvent[];
}

const ATHENS = 'Europe/Athens';

/**
 * Europe/Athens as the rule the EU has used since 1996: summer time from the
 * last Sunday of March at 03:00 to the last Sunday of October at 04:00.
 */
const ATHENS_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ATHENS}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const athensParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ATHENS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `20261128T180000`: the instant on an Athens wall clock. */
export function athensLocal(instant: Date): string {
  const part = Object.fromEntries(athensParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

/** `20261128T160000Z`: the instant in UTC, as DTSTAMP must be. */
const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts
 * with a space. Greek letters take two octets each, so the cut is counted in
 * bytes and never splits a character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (size + bytes > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const HOUR_MS = 3_600_000;

/**
 * DTSTART or DTEND: on the Athens clock, but for the hour the clock repeats
 * when summer time ends (03:00–04:00 twice), where a wall time names two
 * instants; that one is written in UTC.
 */
function timeProperty(name: 'DTSTART' | 'DTEND', instant: Date): string {
  const local = athensLocal(instant);
  const repeated =
    local === athensLocal(new Date(instant.getTime() - HOUR_MS)) ||
    local === athensLocal(new Date(instant.getTime() + HOUR_MS));
  return repeated ? `${name}:${utc(instant)}` : `${name};TZID=${ATHENS}:${local}`;
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(stamp)}`,
    timeProperty('DTSTART', event.start),
    timeProperty('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, CRLF line ends, every line folded. */
export function writeCalendar(calendar: Calendar, stamp: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tennis//Calendar feed//EL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${ATHENS}`,
    ...ATHENS_ZONE,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
