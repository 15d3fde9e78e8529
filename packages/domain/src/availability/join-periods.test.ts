import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPeriod, unionOfPeriods } from './join-periods.js';
import type { Period } from './period.js';

const event = (id: number, start: number, end: number) => ({ id, start, end });

describe('joinPeriod', () => {
  it('keeps a period that meets no other as it is', () => {
    expect(joinPeriod({ start: 10, end: 20 }, [event(1, 30, 40)])).toEqual({
      period: { start: 10, end: 20 },
      absorbed: [],
    });
  });

  it('joins a period that touches another end to start', () => {
    expect(joinPeriod({ start: 10, end: 20 }, [event(1, 20, 30)])).toEqual({
      period: { start: 10, end: 30 },
      absorbed: [event(1, 20, 30)],
    });
  });

  it('joins every period it overlaps, and the ones those reach', () => {
    const existing = [event(1, 0, 12), event(2, 18, 25), event(3, 25, 26), event(4, 40, 50)];
    const joined = joinPeriod({ start: 10, end: 20 }, existing);
    expect(joined.period).toEqual({ start: 0, end: 26 });
    expect(joined.absorbed.map((e) => e.id).sort()).toEqual([1, 2, 3]);
  });

  it('swallows a period inside the new one', () => {
    expect(joinPeriod({ start: 0, end: 100 }, [event(1, 20, 30)]).period).toEqual({ start: 0, end: 100 });
  });
});

const period = fc
  .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 100 }))
  .map(([start, length]): Period => ({ start, end: start + length }));

describe('joinPeriod and unionOfPeriods, properties', () => {
  it('leave a set of periods that neither overlap nor touch, covering the same moments', () => {
    fc.assert(
      fc.property(fc.array(period, { maxLength: 15 }), (list) => {
        let stored: (Period & { id: number })[] = [];
        list.forEach((next, id) => {
          const { period: joined, absorbed } = joinPeriod(next, stored);
          stored = [...stored.filter((e) => !absorbed.includes(e)), { id, ...joined }];
        });
        const sorted = [...stored].sort((a, b) => a.start - b.start).map(({ start, end }) => ({ start, end }));
        expect(sorted).toEqual(unionOfPeriods(list));
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start).toBeGreaterThan(sorted[i - 1]!.end);
      }),
    );
  });
});
