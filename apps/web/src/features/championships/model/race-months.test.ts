import { describe, expect, it } from 'vitest';
import { monthLabel, raceMonths } from './race-months';

describe('raceMonths', () => {
  it('lists the season’s months up to the current one, newest first', () => {
    expect(raceMonths('2026-11-01 00:00:00', '2027-05-31 23:59:59', '2027-01-15')).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
  });
  it('stops at the end of the regular season', () => {
    expect(raceMonths('2025-11-01 00:00:00', '2026-05-31 23:59:59', '2026-11-21')).toEqual([
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });
  it('has no months without a season start', () => {
    expect(raceMonths(null, null, '2026-11-21')).toEqual([]);
  });
});

describe('monthLabel', () => {
  it('names the month in Greek with its year', () => {
    expect(monthLabel('2026-11')).toBe('Νοέμβριος 2026');
  });
});
