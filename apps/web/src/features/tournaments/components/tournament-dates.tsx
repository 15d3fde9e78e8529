import { formatDate } from '../../../lib/format';

/** "12/12/2026 – 20/12/2026", or only the start when there is no end. */
export function TournamentDates({ start, end }: { start: string; end: string | null }) {
  const from = formatDate(start);
  const to = end ? formatDate(end) : null;
  return <span>{to && to !== from ? `${from} – ${to}` : from}</span>;
}
