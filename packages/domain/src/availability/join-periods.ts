import type { Period } from './period.js';

/** Whether two periods share a moment or one ends exactly when the other starts. */
export const periodsMeet = (a: Period, b: Period): boolean => a.start <= b.end && b.start <= a.end;

/**
 * A new period joined with the existing ones it overlaps or touches, and
 * theirs in turn (decision 028: a player's availability never holds two
 * events that overlap or touch, 10:00–12:00 and 12:00–13:00 become one).
 */
export function joinPeriod<P extends Period>(
  period: Period,
  existing: readonly P[],
): { period: Period; absorbed: P[] } {
  let joined = { start: period.start, end: period.end };
  let rest = [...existing];
  const absorbed: P[] = [];
  for (;;) {
    const meeting = rest.filter((candidate) => periodsMeet(joined, candidate));
    if (meeting.length === 0) return { period: joined, absorbed };
    for (const candidate of meeting) {
      joined = { start: Math.min(joined.start, candidate.start), end: Math.max(joined.end, candidate.end) };
      absorbed.push(candidate);
    }
    rest = rest.filter((candidate) => !meeting.includes(candidate));
  }
}

/** The union of periods, sorted, with overlapping and touching ones joined. */
export function unionOfPeriods(periods: readonly Period[]): Period[] {
  const sorted = periods.filter((p) => p.end > p.start).sort((a, b) => a.start - b.start);
  const union: Period[] = [];
  for (const period of sorted) {
    const last = union.at(-1);
    if (last && period.start <= last.end) last.end = Math.max(last.end, period.end);
    else union.push({ start: period.start, end: period.end });
  }
  return union;
}
