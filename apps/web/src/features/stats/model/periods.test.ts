import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthOf, periodOf, recentMonths } from './periods';

describe('periodOf', () => {
  it.each([
    ['2026-11-01', '2026-11-26', '2026-11-26', { start: '2026-11-01', end: '2026-11-26' }],
    [null, '2026-11-26', '2026-11-26', { start: '2026-11-01', end: '2026-11-26' }],
    ['2026-01-01', 'yesterday', '2026-03-05', { start: '2026-03-01', end: '2026-03-05' }],
    ['2025-09-01', '2026-06-30', '2026-11-26', { start: '2025-09-01', end: '2026-06-30' }],
  ])('reads %s → %s (today %s)', (start, end, today, expected) => {
    expect(periodOf(start, end, today)).toEqual(expected);
  });
});

describe('monthOf', () => {
  it.each([
    ['2026-02', '2026-11-26', '2026-02'],
    ['2026-13', '2026-11-26', '2026-11'],
    [null, '2027-01-03', '2027-01'],
  ])('reads %s → %s', (asked, today, expected) => {
    expect(monthOf(asked, today)).toBe(expected);
  });
});

describe('recentMonths', () => {
  it('crosses into the year before', () => {
    expect(recentMonths('2027-02-14', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
  });

  it('gives twelve distinct, well-formed months, newest first, starting with this one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const today = `${year}-${String(month).padStart(2, '0')}-15`;
        const months = recentMonths(today);
        expect(months[0]).toBe(today.slice(0, 7));
        expect(new Set(months).size).toBe(12);
        expect(months.every((m) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m))).toBe(true);
        expect([...months].sort().reverse()).toEqual(months);
      }),
    );
  });
});
