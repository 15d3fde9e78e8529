import { describe, expect, it } from 'vitest';
import { athensYearMonth } from './athens-year-month.js';

describe('athensYearMonth', () => {
  it.each([
    ['2025-11-01 00:00:00', 2025, 11],
    ['2025-10-31 23:59:59', 2025, 10],
    ['2026-01-15T18:30:00', 2026, 1],
    ['2025-12-31 23:30', 2025, 12],
  ])('reads %s as Athens wall time in %i-%i, whatever the machine time zone', (playedAt, year, month) => {
    expect(athensYearMonth(playedAt)).toEqual({ year, month });
  });

  it.each([
    '2025-10-31T22:00:00Z',
    '2025-10-31T23:00:00+02:00',
    '31/10/2025 20:00',
    '2025-13-01 10:00:00',
    '2025-00-01 10:00:00',
    '',
  ])('rejects %j, which is not an Athens local date-time', (playedAt) => {
    expect(() => athensYearMonth(playedAt)).toThrow(RangeError);
  });
});
