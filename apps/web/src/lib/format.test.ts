import { describe, expect, it } from 'vitest';
import { startOfWeek } from 'date-fns';
import { DATE_OPTIONS, formatDate, formatDateTime, parseServerDate, toServerDateTime } from './format';

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

  it('starts the week on Monday', () => {
    // Sunday 9 March 2025 belongs to the week that began on Monday 3 March.
    expect(formatDate(startOfWeek(new Date(2025, 2, 9), DATE_OPTIONS))).toBe('3/3/2025');
  });
});
