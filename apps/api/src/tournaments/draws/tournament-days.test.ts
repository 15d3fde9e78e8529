import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tournamentDays } from './tournament-days.js';

const at = (iso: string) => new Date(iso);

describe('tournamentDays', () => {
  it.each([
    [
      'the start to the end, Athens days, with their match counts',
      at('2026-12-04T15:00:00Z'),
      at('2026-12-06T19:00:00Z'),
      [{ date: '2026-12-05', count: 3 }],
      [
        { date: '2026-12-04', matchCount: 0 },
        { date: '2026-12-05', matchCount: 3 },
        { date: '2026-12-06', matchCount: 0 },
      ],
    ],
    [
      'the start alone without an end; a day with matches outside the range joins in order',
      at('2026-12-04T15:00:00Z'),
      null,
      [
        { date: '2026-12-09', count: 2 },
        { date: '2026-12-01', count: 1 },
      ],
      [
        { date: '2026-12-01', matchCount: 1 },
        { date: '2026-12-04', matchCount: 0 },
        { date: '2026-12-09', matchCount: 2 },
      ],
    ],
    [
      'a start late in the evening UTC is the next Athens day',
      at('2026-12-04T22:30:00Z'),
      at('2026-12-05T08:00:00Z'),
      [],
      [{ date: '2026-12-05', matchCount: 0 }],
    ],
    [
      'across the end of a month and of the summer time',
      at('2026-10-24T09:00:00Z'),
      at('2026-10-26T09:00:00Z'),
      [],
      [
        { date: '2026-10-24', matchCount: 0 },
        { date: '2026-10-25', matchCount: 0 },
        { date: '2026-10-26', matchCount: 0 },
      ],
    ],
  ])('%s', (_, start, end, counts, expected) => {
    expect(tournamentDays(start, end, counts)).toEqual(expected);
  });

  it('lists each day once, in order, every day with matches among them, and no more than the range allows', () => {
    const day = fc.integer({ min: 0, max: 120 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 90 }),
        fc.array(fc.tuple(day, fc.integer({ min: 1, max: 9 }))),
        (start, length, raw) => {
          const counts = [...new Map(raw.map(([d, count]) => [iso(d), count])).entries()].map(([date, count]) => ({
            date,
            count,
          }));
          const end = new Date(start.getTime() + length * 86_400_000);
          const days = tournamentDays(start, end, counts);
          const dates = days.map((d) => d.date);
          expect(dates).toEqual([...new Set(dates)].sort());
          for (const { date, count } of counts) expect(days).toContainEqual({ date, matchCount: count });
          expect(days.length).toBeLessThanOrEqual(62 + counts.length);
        },
      ),
    );
  });
});
