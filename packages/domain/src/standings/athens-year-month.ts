// The API sends dates as `YYYY-MM-DD HH:mm:ss` in Europe/Athens time, so the
// calendar month is read from the text itself: converting through Date would
// use the machine's time zone and move late-evening matches into the wrong
// month. A string with an offset or `Z` is an instant, not Athens wall time,
// and is rejected rather than guessed at (decision 006).

const ATHENS_LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

export interface YearMonth {
  year: number;
  /** 1 (January) to 12 (December). */
  month: number;
}

/** The calendar year and month of an Athens local date-time string. */
export function athensYearMonth(playedAt: string): YearMonth {
  const parts = ATHENS_LOCAL_DATE_TIME.exec(playedAt);
  const month = Number(parts?.[2]);
  if (parts === null || month < 1 || month > 12) {
    throw new RangeError(`expected an Europe/Athens date-time YYYY-MM-DD HH:mm:ss, got ${JSON.stringify(playedAt)}`);
  }
  return { year: Number(parts[1]), month };
}
