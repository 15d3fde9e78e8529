import { describe, expect, it } from 'vitest';
import { athensToday } from './athens-today';

describe('athensToday', () => {
  it('is already the next day in Athens at 23:30 UTC', () => {
    expect(athensToday(Date.UTC(2026, 10, 21, 23, 30))).toBe('2026-11-22');
  });
  it('turns at Athens midnight in summer time too (UTC+3)', () => {
    expect(athensToday(Date.UTC(2026, 6, 14, 20, 59))).toBe('2026-07-14');
    expect(athensToday(Date.UTC(2026, 6, 14, 21, 0))).toBe('2026-07-15');
  });
  it('is the same day at noon UTC', () => {
    expect(athensToday(Date.UTC(2026, 10, 21, 12, 0))).toBe('2026-11-21');
  });
});
