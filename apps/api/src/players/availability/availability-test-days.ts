import { formatAthensDateTime } from '../../lib/athens-time.js';

const DAY_MS = 24 * 3_600_000;

/** The Athens date `days` from today, `YYYY-MM-DD`. */
export const athensDayFromToday = (days: number): string =>
  formatAthensDateTime(new Date(Date.now() + days * DAY_MS)).slice(0, 10);

/** The next last Sunday of a month (3 March, 10 October) after today: the day the clocks change. */
export function nextClockChange(month: 3 | 10): string {
  const today = athensDayFromToday(0);
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const lastDay = new Date(Date.UTC(year, month, 0));
    lastDay.setUTCDate(lastDay.getUTCDate() - lastDay.getUTCDay());
    const day = lastDay.toISOString().slice(0, 10);
    if (day > today) return day;
  }
}
