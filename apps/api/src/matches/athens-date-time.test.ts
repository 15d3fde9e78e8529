import { describe, expect, it } from 'vitest';
import { athensDayRange, isOnQuarterHour, parseAthensDateTime } from './athens-date-time.js';

describe('parseAthensDateTime', () => {
  it('reads winter time as UTC+2 and summer time as UTC+3', () => {
    expect(parseAthensDateTime('2026-11-21 18:00:00')?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(parseAthensDateTime('2027-06-01 18:00:00')?.toISOString()).toBe('2027-06-01T15:00:00.000Z');
  });

  it.each(['2026-02-30 18:00:00', '2026-11-21 25:00:00', '2026-11-21T18:00:00', '21/11/2026 18:00'])(
    'refuses %j',
    (text) => {
      expect(parseAthensDateTime(text)).toBeNull();
    },
  );
});

describe('athensDayRange', () => {
  it('spans 23 hours on the day clocks go forward', () => {
    const day = athensDayRange('2027-03-28')!;
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(23);
    expect(day.start.toISOString()).toBe('2027-03-27T22:00:00.000Z');
  });

  it('refuses a day that does not exist', () => {
    expect(athensDayRange('2027-02-29')).toBeNull();
  });
});

describe('isOnQuarterHour', () => {
  it.each([
    ['2026-11-21 17:00:00', true],
    ['2026-11-21 17:45:00', true],
    ['2026-11-21 17:40:00', false],
    ['2026-11-21 17:15:30', false],
  ])('%s on the 15-minute grid: %s', (text, expected) => {
    expect(isOnQuarterHour(text)).toBe(expected);
  });
});
