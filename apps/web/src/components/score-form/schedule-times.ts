/** The schedule's times: every quarter hour, listed from 17:00 (the usual first evening slot) round the clock. */
export function quarterHourTimes(start = '17:00'): string[] {
  const [hours = 17, minutes = 0] = start.split(':').map(Number);
  const first = hours * 60 + minutes;
  return Array.from({ length: 96 }, (_, i) => {
    const total = (first + i * 15) % (24 * 60);
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  });
}

export const DEFAULT_TIME = '17:00';
