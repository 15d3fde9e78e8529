const ATHENS_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Athens',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Athens as YYYY-MM-DD, whatever the device's time zone. */
export const athensToday = (now: number = Date.now()): string => {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    ATHENS_DAY.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};
