import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonPeriods } from './common-periods.js';
import type { Period } from './period.js';

const HOUR = 3_600_000;
/** An instant given in UTC: Athens is UTC+2 in winter and UTC+3 in summer. */
const utc = (day: string, hour: number, minute = 0) => Date.parse(`${day}T00:00:00Z`) + hour * HOUR + minute * 60_000;

describe('commonPeriods', () => {
  it.each<[string, Period[], Period[], Period[]]>([
    ['no periods on one side', [{ start: 0, end: 10 }], [], []],
    ['disjoint periods', [{ start: 0, end: 10 }], [{ start: 20, end: 30 }], []],
    ['periods that only touch', [{ start: 0, end: 10 }], [{ start: 10, end: 20 }], []],
    ['a partial overlap', [{ start: 0, end: 10 }], [{ start: 5, end: 20 }], [{ start: 5, end: 10 }]],
    ['one inside the other', [{ start: 0, end: 100 }], [{ start: 20, end: 30 }], [{ start: 20, end: 30 }]],
    [
      'one long period across several',
      [{ start: 0, end: 100 }],
      [
        { start: 50, end: 60 },
        { start: 10, end: 20 },
      ],
      [
        { start: 10, end: 20 },
        { start: 50, end: 60 },
      ],
    ],
    [
      'overlapping periods on one side counted once',
      [
        { start: 0, end: 30 },
        { start: 20, end: 50 },
      ],
      [{ start: 10, end: 40 }],
      [{ start: 10, end: 40 }],
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(commonPeriods(a, b)).toEqual(expected);
  });

  it('drops common periods shorter than the minimum length', () => {
    const a = [{ start: 0, end: 2 * HOUR }];
    const b = [
      { start: HOUR, end: 2 * HOUR },
      { start: -HOUR, end: HOUR / 2 },
    ];
    expect(commonPeriods(a, b, HOUR)).toEqual([{ start: HOUR, end: 2 * HOUR }]);
  });

  it('finds two hours on the last Sunday of March 2027, when Athens moves to UTC+3', () => {
    // 08:00–12:00 and 10:00–14:00 Athens summer time.
    const a = [{ start: utc('2027-03-28', 5), end: utc('2027-03-28', 9) }];
    const b = [{ start: utc('2027-03-28', 7), end: utc('2027-03-28', 11) }];
    expect(commonPeriods(a, b)).toEqual([{ start: utc('2027-03-28', 7), end: utc('2027-03-28', 9) }]);
  });

  it('counts the evening across the last Sunday of October 2027 as the hours they really are', () => {
    // Saturday 20:00 (UTC+3) to Sunday 10:00 (UTC+2) is 15 hours, not 14.
    const a = [{ start: utc('2027-10-30', 17), end: utc('2027-10-31', 8) }];
    const b = [{ start: utc('2027-10-30', 0), end: utc('2027-11-01', 0) }];
    const [common] = commonPeriods(a, b);
    expect(common!.end - common!.start).toBe(15 * HOUR);
  });
});

const period = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 500 }))
  .map(([start, length]): Period => ({ start, end: start + length }));
const periods = fc.array(period, { maxLength: 12 });

/** Whether the instant lies in one of the periods. */
const covers = (list: readonly Period[], at: number) => list.some((p) => p.start <= at && at < p.end);

describe('commonPeriods, properties', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(periods, periods, (a, b) => {
        expect(commonPeriods(a, b)).toEqual(commonPeriods(b, a));
      }),
    );
  });

  it('lies inside both inputs, and every moment both cover is in it', () => {
    fc.assert(
      fc.property(periods, periods, fc.integer({ min: 0, max: 10_500 }), (a, b, at) => {
        expect(covers(commonPeriods(a, b), at)).toBe(covers(a, at) && covers(b, at));
      }),
    );
  });

  it('answers sorted periods that neither overlap nor touch', () => {
    fc.assert(
      fc.property(periods, periods, (a, b) => {
        const common = commonPeriods(a, b);
        for (let i = 1; i < common.length; i++) expect(common[i]!.start).toBeGreaterThan(common[i - 1]!.end);
      }),
    );
  });

  it('moves with its inputs: shifting both by any span (a clock change) shifts the result by that span', () => {
    fc.assert(
      fc.property(periods, periods, fc.integer({ min: -5 * HOUR, max: 5 * HOUR }), (a, b, shift) => {
        const moved = (list: readonly Period[]) => list.map((p) => ({ start: p.start + shift, end: p.end + shift }));
        expect(commonPeriods(moved(a), moved(b))).toEqual(moved(commonPeriods(a, b)));
      }),
    );
  });
});
