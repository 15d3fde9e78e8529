/**
 * A span of time between two instants, in milliseconds since the epoch, end
 * excluded. Instants, not wall-clock times: an hour is an hour on the days the
 * clocks change, so nothing here needs to know the time zone.
 */
export interface Period {
  start: number;
  end: number;
}
