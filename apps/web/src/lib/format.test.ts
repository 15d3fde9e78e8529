import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, parseServerDate, toServerDateTime } from './format';

describe('formatting', () => {
  it('shows server dates as d/M/yyyy and d/M/yyyy HH:mm, in the same wall time', () => {
    expect(formatDate('2025-03-07 17:30:00')).toBe('7/3/2025');
    expect(formatDateTime('2025-03-07 17:30:00')).toBe('7/3/2025 17:30');
    expect(formatDate('2025-11-23')).toBe('23/11/2025');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('sends dates as YYYY-MM-DD HH:mm:ss', () => {
    expect(toServerDateTime(new Date(2025, 0, 5, 9, 15, 0))).toBe('2025-01-05 09:15:00');
    expect(toServerDateTime(parseServerDate('2025-06-01 08:00:00')!)).toBe('2025-06-01 08:00:00');
  });

  it.each(['2025-02-30', '2025-13-01', '2025-03-07 25:00:00', '2025-3-7', '2025-03-07T17:30:00'])(
    'takes %s for no date',
    (text) => {
      expect(parseServerDate(text)).toBeUndefined();
    },
  );

  it('reads back every date it sends', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (date) => {
        const whole = new Date(
          date.getFullYear(),
          date.getMonth(),
          date.getDate(),
          date.getHours(),
          date.getMinutes(),
          date.getSeconds(),
        );
        // Compared as text: in the autumn's repeated hour either instant is the same wall time.
        const sent = toServerDateTime(whole);
        expect(toServerDateTime(parseServerDate(sent)!)).toBe(sent);
      }),
    );
  });
});
