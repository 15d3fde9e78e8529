/** `Πέμπτη 3/12/2026, 18:00–24:00`: a common slot of Athens wall times (spec 3 §5 dates d/M/yyyy). */
export function describeSlot(start: string, end: string, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${start.slice(0, 10)}T12:00:00Z`),
  );
  const [y, m, d] = start.slice(0, 10).split('-').map(Number);
  const until = end.slice(11, 16) === '00:00' && end.slice(0, 10) > start.slice(0, 10) ? '24:00' : end.slice(11, 16);
  return `${weekday} ${d}/${m}/${y}, ${start.slice(11, 16)}–${until}`;
}
