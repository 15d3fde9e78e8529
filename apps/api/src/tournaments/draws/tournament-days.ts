import { formatAthensDateTime } from '../../lib/athens-time.js';

/** A tournament longer than this lists only its days with matches beyond it (a mistyped end stays usable). */
const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The order of play's days: every Athens day from the tournament's start to its
 * end (the start alone when it has no end), plus any other day with a match, in
 * order, each with its number of scheduled matches.
 */
export function tournamentDays(
  start: Date,
  end: Date | null,
  counts: readonly { date: string; count: number }[],
): { date: string; matchCount: number }[] {
  const byDay = new Map(counts.map((c) => [c.date, c.count]));
  const first = formatAthensDateTime(start).slice(0, 10);
  const last = formatAthensDateTime(end ?? start).slice(0, 10);
  const days = new Set<string>(byDay.keys());
  for (let day = first, n = 0; day <= last && n < MAX_RANGE_DAYS; day = nextDay(day), n += 1) days.add(day);
  return [...days].sort().map((date) => ({ date, matchCount: byDay.get(date) ?? 0 }));
}
