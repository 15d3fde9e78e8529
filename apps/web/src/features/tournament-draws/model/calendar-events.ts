import type { TMatch } from '@tennis/contracts';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { athensToday } from '../../../lib/athens-today';

/**
 * How long a match holds its court on the calendar: the spec gives no
 * duration, and two sets with a super tie-break take about an hour and a half.
 */
const MATCH_MINUTES = 90;

export type CalendarMatchEvent = {
  id: string;
  title: string;
  /** Athens wall time without an offset (see toCalendarStart). */
  start: string;
  end: string;
  extendedProps: { matchId: number; court: string | null; scoreText: string };
};

/** Every real match of the category: the draw's and its qualifiers', or the groups'; byes are no matches. */
type MatchesOfCategory = {
  matches: TMatch[];
  qualifierMatches: TMatch[];
  groups: { groupMatches: TMatch[] }[];
};

export function categoryMatches(draw: MatchesOfCategory): TMatch[] {
  return [...draw.qualifierMatches, ...draw.matches, ...draw.groups.flatMap((group) => group.groupMatches)].filter(
    (match) => !match.bye,
  );
}

/**
 * The server's `YYYY-MM-DD HH:mm:ss` is already Athens time. The calendar runs
 * with timeZone Europe/Athens and no time-zone library, and then reads a date
 * without an offset as that wall time: handing it the same digits keeps a
 * 18:00 match at 18:00 whatever the device's own zone.
 */
const toCalendarStart = (scheduledAt: string): string => scheduledAt.replace(' ', 'T');

/** A wall time plus minutes, still without an offset (computed in UTC so no daylight-saving jump of the device applies). */
export function addWallMinutes(wallTime: string, minutes: number): string {
  const at = new Date(`${wallTime}Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 19);
}

const sideName = (side: TMatch['home']) => side.displayName ?? '—';

/** "Home – Away", the way the order of play names a match. */
export const matchTitle = (match: TMatch) => `${sideName(match.home)} – ${sideName(match.away)}`;

export const courtOf = (match: TMatch) => match.club?.acronym ?? match.club?.name ?? null;

/** The scheduled matches as calendar events, earliest first. */
export function toCalendarEvents(matches: TMatch[]): CalendarMatchEvent[] {
  return matches
    .filter((match): match is TMatch & { scheduledAt: string } => match.scheduledAt !== null)
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id - b.id)
    .map((match) => {
      const start = toCalendarStart(match.scheduledAt);
      const court = courtOf(match);
      return {
        id: String(match.id),
        title: court ? `${matchTitle(match)} · ${court}` : matchTitle(match),
        start,
        end: addWallMinutes(start, MATCH_MINUTES),
        extendedProps: { matchId: match.id, court, scoreText: match.scoreText },
      };
    });
}

/**
 * Matches still without a date whose two sides are known: the ones an
 * organiser can schedule now. Later rounds wait for their sides.
 */
export const unscheduledMatches = (matches: TMatch[]): TMatch[] =>
  matches.filter(
    (match) => match.scheduledAt === null && match.home.displayName !== null && match.away.displayName !== null,
  );

/** The calendar opens on the first match to come, else on the last one played, else today (all in Athens). */
export function initialCalendarDate(events: Pick<CalendarMatchEvent, 'start'>[], now: number = Date.now()): string {
  const today = athensToday(now);
  const upcoming = events.find((event) => event.start.slice(0, 10) >= today);
  return (upcoming ?? events.at(-1))?.start.slice(0, 10) ?? today;
}

/**
 * "Now" for the calendar as Athens wall time: without a time-zone library the
 * calendar would otherwise draw its now-line and today at UTC.
 */
export const athensNow = (now: number = Date.now()): string =>
  format(new TZDate(now, 'Europe/Athens'), "yyyy-MM-dd'T'HH:mm:ss");
