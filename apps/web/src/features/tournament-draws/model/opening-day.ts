import type { TOrderOfPlay } from '@tennis/contracts';

/**
 * The day the order of play opens on: the next day (today included) with matches;
 * after the last one, the last day with matches; with none at all, today.
 */
export function openingDay(days: TOrderOfPlay['days'], today: string): string {
  const withMatches = days.filter((day) => day.matchCount > 0);
  return withMatches.find((day) => day.date >= today)?.date ?? withMatches.at(-1)?.date ?? today;
}
