import { addDays, format } from 'date-fns';

export type QuickPick = 'yesterday' | 'today' | 'tomorrow';
export const QUICK_PICKS: readonly QuickPick[] = ['yesterday', 'today', 'tomorrow'];

const OFFSET: Record<QuickPick, number> = { yesterday: -1, today: 0, tomorrow: 1 };
const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The date (YYYY-MM-DD) a quick pick stands for, seen from `now`. */
export function dateOfPick(pick: QuickPick, now: Date = new Date()): string {
  return day(addDays(now, OFFSET[pick]));
}

/** The quick pick a date selects: yesterday, today or tomorrow; any other date clears it (spec 3 §4). */
export function pickOfDate(date: string, now: Date = new Date()): QuickPick | null {
  return QUICK_PICKS.find((pick) => dateOfPick(pick, now) === date) ?? null;
}
