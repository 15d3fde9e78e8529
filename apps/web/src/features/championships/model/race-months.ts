// The months a race table can show: from the regular season's first month to
// the current one (never a future month, never after the regular season).

/** 'YYYY-MM' of a server date-time 'YYYY-MM-DD HH:mm:ss'. */
const monthOf = (dateTime: string): string => dateTime.slice(0, 7);

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Newest first, so the selector opens on the current race. */
export function raceMonths(seasonStart: string | null, seasonEnd: string | null, today: string): string[] {
  if (!seasonStart) return [];
  const last = seasonEnd && monthOf(seasonEnd) < monthOf(today) ? monthOf(seasonEnd) : monthOf(today);
  const months: string[] = [];
  for (let month = monthOf(seasonStart); month <= last; month = nextMonth(month)) months.push(month);
  return months.reverse();
}

const GREEK_MONTHS = [
  'Ιανουάριος',
  'Φεβρουάριος',
  'Μάρτιος',
  'Απρίλιος',
  'Μάιος',
  'Ιούνιος',
  'Ιούλιος',
  'Αύγουστος',
  'Σεπτέμβριος',
  'Οκτώβριος',
  'Νοέμβριος',
  'Δεκέμβριος',
];

/** 'Νοέμβριος 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${GREEK_MONTHS[m - 1]} ${year}`;
}
