import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openingDay } from './opening-day';

const days = (...counts: [string, number][]) => counts.map(([date, matchCount]) => ({ date, matchCount }));
const week = days(['2026-12-04', 0], ['2026-12-05', 3], ['2026-12-06', 0], ['2026-12-07', 2]);

describe('openingDay', () => {
  it.each([
    ['before the tournament: its first day with matches', '2026-12-01', '2026-12-05'],
    ['today has matches: today', '2026-12-05', '2026-12-05'],
    ['today is empty: the next day with matches', '2026-12-06', '2026-12-07'],
    ['after the last match day: the last day with matches', '2026-12-20', '2026-12-07'],
  ])('%s', (_, today, expected) => {
    expect(openingDay(week, today)).toBe(expected);
  });

  it('opens on today when nothing is scheduled', () => {
    expect(openingDay(days(['2026-12-04', 0]), '2026-12-02')).toBe('2026-12-02');
    expect(openingDay([], '2026-12-02')).toBe('2026-12-02');
  });

  it('always opens on a day with matches when there is one, never before today unless none is left', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-12-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(day, fc.nat(3)), { selector: ([d]) => d }), day, (raw, today) => {
        const list = days(...raw.sort(([a], [b]) => a.localeCompare(b)));
        const opened = openingDay(list, today);
        const withMatches = list.filter((d) => d.matchCount > 0).map((d) => d.date);
        if (withMatches.length === 0) expect(opened).toBe(today);
        else if (withMatches.some((d) => d >= today)) {
          expect(withMatches).toContain(opened);
          expect(opened >= today).toBe(true);
          expect(withMatches.filter((d) => d >= today && d < opened)).toEqual([]);
        } else expect(opened).toBe(withMatches.at(-1));
      }),
    );
  });
});
