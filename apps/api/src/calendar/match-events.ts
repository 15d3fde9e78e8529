import type { TMatch } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import type { MatchRow } from '../matches/present-match.js';
import { presentMatches } from '../matches/present-matches.js';
import type { CalendarEvent } from './icalendar.js';

/** How long a match is given in a calendar: two sets and a super tie-break, with the warm-up. */
const MATCH_MINUTES = 90;

/** The event of a scheduled match; its UID never changes, its SEQUENCE grows with each saved change. */
function eventOf(row: MatchRow & { scheduledAt: Date }, match: TMatch, uidDomain: string): CalendarEvent {
  const start = row.scheduledAt;
  const players = `${match.home.displayName ?? '—'} – ${match.away.displayName ?? '—'}`;
  const description = [
    match.eventName,
    match.state === 'concluded' && match.scoreText ? `Αποτέλεσμα: ${match.scoreText}` : null,
    match.orderOfPlayComments,
  ].filter((line): line is string => Boolean(line));
  return {
    uid: `match-${row.id}@${uidDomain}`,
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)),
    start,
    end: new Date(start.getTime() + MATCH_MINUTES * 60_000),
    summary: match.eventName ? `${players} · ${match.eventName}` : players,
    location: match.club?.name ?? row.otherClubName ?? null,
    description: description.length > 0 ? description.join('\n') : null,
  };
}

/** The calendar events of these matches (those without a time are left out), names and clubs read once. */
export async function matchEvents(db: DbOrTx, rows: readonly MatchRow[], appUrl: string): Promise<CalendarEvent[]> {
  const scheduled = rows.filter((row): row is MatchRow & { scheduledAt: Date } => row.scheduledAt !== null);
  const presented = await presentMatches(db, scheduled, null);
  const uidDomain = new URL(appUrl).host;
  return scheduled.map((row, i) => eventOf(row, presented[i]!, uidDomain));
}
