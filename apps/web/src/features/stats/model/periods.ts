/** `YYYY-MM-DD` of a day, `YYYY-MM` of a month: the shapes the stats calls take. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The period in the address, or the month so far (its first day to today) when none is given. */
export function periodOf(start: string | null, end: string | null, today: string): { start: string; end: string } {
  if (start && end && DAY.test(start) && DAY.test(end)) return { start, end };
  return { start: `${today.slice(0, 7)}-01`, end: today };
}

/** The month in the address, or this month. */
export const monthOf = (asked: string | null, today: string): string =>
  asked && MONTH.test(asked) ? asked : today.slice(0, 7);

/** The month and the eleven before it, newest first: what the site-traffic selector offers. */
export function recentMonths(today: string, count = 12): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
