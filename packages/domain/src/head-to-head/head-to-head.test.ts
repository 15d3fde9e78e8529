import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchScore, SetScore } from '../score/score-types.js';
import {
  HEAD_TO_HEAD_SURFACES,
  headToHead,
  headToHeadLine,
  meetingOutcome,
  type MeetingInput,
} from './head-to-head.js';

const A = 1;
const B = 2;
const set = (home: number, away: number, flags: Partial<SetScore> = {}): SetScore => ({ home, away, ...flags });
const EMPTY = set(0, 0);
const straight = (homeWon: boolean): MatchScore =>
  homeWon ? { s1: set(6, 3), s2: set(6, 4) } : { s1: set(3, 6), s2: set(4, 6) };

let nextId = 1;
function meeting(over: Partial<MeetingInput> & { winnerId?: number } = {}): MeetingInput {
  const { winnerId = A, ...rest } = over;
  const home = rest.homePlayerId ?? A;
  const winner = winnerId === home ? 0 : 1;
  return {
    id: nextId++,
    kind: 'championship',
    type: 'singles',
    homePlayerId: A,
    awayPlayerId: B,
    winner,
    concluded: true,
    walkover: false,
    score: straight(winner === 0),
    surface: 'clay',
    at: new Date('2026-03-01T18:00:00Z'),
    ...rest,
  };
}

describe('headToHeadLine', () => {
  it.each([
    [0, 0, [0, 0, 0, 0]],
    [1, 0, [1, 0, 100, 0]],
    [1, 1, [1, 1, 50, 50]],
    [2, 1, [2, 1, 67, 33]],
    [1, 2, [1, 2, 33, 67]],
    [1, 5, [1, 5, 17, 83]],
  ])('%i against %i is %j', (w1, w2, line) => {
    expect(headToHeadLine(w1, w2)).toEqual(line);
  });
});

describe('meetingOutcome', () => {
  it.each<[string, Pick<MeetingInput, 'walkover' | 'score'>, string]>([
    ['a played match', { walkover: false, score: straight(true) }, 'played'],
    ['a super tie-break', { walkover: false, score: { s1: set(6, 3), s2: set(3, 6), st: set(10, 8) } }, 'played'],
    [
      'a retirement in set 2',
      { walkover: false, score: { s1: set(6, 3), s2: set(2, 1, { awayRet: true }) } },
      'retirement',
    ],
    ['a default', { walkover: false, score: { s1: set(0, 0, { homeDef: true }), s2: EMPTY } }, 'default'],
    ['a walkover', { walkover: true, score: { s1: set(0, 0), s2: EMPTY } }, 'walkover'],
  ])('%s is %s', (_name, match, outcome) => {
    expect(meetingOutcome(match)).toBe(outcome);
  });
});

describe('headToHead', () => {
  it('counts the wins of each, overall and on hard, clay and indoor', () => {
    const { h2h } = headToHead(A, B, [
      meeting({ surface: 'clay', winnerId: A }),
      meeting({ surface: 'clay', winnerId: B, homePlayerId: B, awayPlayerId: A }),
      meeting({ surface: 'hard', winnerId: A }),
      meeting({ surface: 'indoor', winnerId: B }),
      meeting({ surface: 'grass', winnerId: A, kind: 'tournament' }),
    ]);
    expect(h2h).toEqual({
      all: [3, 2, 60, 40],
      hard: [1, 0, 100, 0],
      clay: [1, 1, 50, 50],
      indoor: [0, 1, 0, 100],
    });
  });

  it('lists walkovers and defaults, marked, without counting them; a retirement counts', () => {
    const walkover = meeting({ walkover: true, winnerId: B, score: { s1: EMPTY, s2: EMPTY } });
    const defaulted = meeting({ winnerId: B, score: { s1: set(2, 1, { homeDef: true }), s2: EMPTY } });
    const retired = meeting({ winnerId: B, score: { s1: set(1, 3, { homeRet: true }), s2: EMPTY } });
    const { h2h, meetings } = headToHead(A, B, [walkover, defaulted, retired]);
    expect(h2h.all).toEqual([0, 1, 0, 100]);
    expect(meetings.map((m) => [m.id, m.outcome, m.counted])).toEqual([
      [retired.id, 'retirement', true],
      [defaulted.id, 'default', false],
      [walkover.id, 'walkover', false],
    ]);
  });

  it('leaves out friendlies, doubles, unconcluded matches and other opponents', () => {
    const { h2h, meetings } = headToHead(A, B, [
      meeting({ kind: 'friendly' }),
      meeting({ type: 'doubles' }),
      meeting({ concluded: false, winner: null }),
      meeting({ awayPlayerId: 3 }),
    ]);
    expect(meetings).toEqual([]);
    expect(h2h.all).toEqual([0, 0, 0, 0]);
  });

  it('lists the meetings newest first, the undated last, the higher id first on the same day', () => {
    const old = meeting({ at: new Date('2024-05-01T10:00:00Z') });
    const undated = meeting({ at: null });
    const sameDay1 = meeting({ at: new Date('2026-05-01T10:00:00Z') });
    const sameDay2 = meeting({ at: new Date('2026-05-01T10:00:00Z') });
    const ids = headToHead(A, B, [old, undated, sameDay1, sameDay2]).meetings.map((m) => m.id);
    expect(ids).toEqual([sameDay2.id, sameDay1.id, old.id, undated.id]);
  });

  it('has no meetings of a player with themself', () => {
    expect(headToHead(A, A, [meeting({ awayPlayerId: A })]).meetings).toEqual([]);
  });
});

describe('head-to-head properties', () => {
  const arbitraryMeeting: fc.Arbitrary<MeetingInput> = fc
    .record({
      id: fc.integer({ min: 1, max: 10_000 }),
      kind: fc.constantFrom('championship' as const, 'tournament' as const, 'friendly' as const),
      type: fc.constantFrom('singles' as const, 'doubles' as const),
      homeIsA: fc.boolean(),
      other: fc.constantFrom(A, B, 3),
      winner: fc.constantFrom(0 as const, 1 as const, null),
      walkover: fc.boolean(),
      flag: fc.constantFrom(null, 'homeRet', 'awayRet', 'homeDef', 'awayDef'),
      surface: fc.constantFrom(null, 'clay', 'hard', 'indoor', 'grass', 'synthetic'),
      at: fc.option(fc.date({ min: new Date('2019-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })),
    })
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      type: r.type,
      homePlayerId: r.homeIsA ? A : r.other,
      awayPlayerId: r.homeIsA ? r.other : A,
      winner: r.winner,
      concluded: r.winner !== null,
      walkover: r.walkover,
      score: { s1: r.flag ? set(1, 1, { [r.flag]: true }) : set(6, 2), s2: r.flag ? EMPTY : set(6, 2) },
      surface: r.surface,
      at: r.at,
    }));
  const matches = fc.uniqueArray(arbitraryMeeting, { selector: (m) => m.id, maxLength: 40 });

  it('swapping the players mirrors the result', () => {
    fc.assert(
      fc.property(matches, (list) => {
        const ab = headToHead(A, B, list);
        const ba = headToHead(B, A, list);
        for (const split of ['all', ...HEAD_TO_HEAD_SURFACES] as const) {
          const [w1, w2, p1, p2] = ab.h2h[split];
          expect(ba.h2h[split]).toEqual([w2, w1, p2, p1]);
        }
        expect(ba.meetings).toEqual(ab.meetings);
      }),
    );
  });

  it('the wins add up to the counted meetings, the percentages to 100 or 0, each surface to at most all', () => {
    fc.assert(
      fc.property(matches, (list) => {
        const { h2h, meetings } = headToHead(A, B, list);
        const [w1, w2, p1, p2] = h2h.all;
        expect(w1 + w2).toBe(meetings.filter((m) => m.counted).length);
        expect(p1 + p2).toBe(w1 + w2 === 0 ? 0 : 100);
        for (const surface of HEAD_TO_HEAD_SURFACES) {
          const [s1, s2, q1, q2] = h2h[surface];
          expect(s1).toBeLessThanOrEqual(w1);
          expect(s2).toBeLessThanOrEqual(w2);
          expect(q1 + q2).toBe(s1 + s2 === 0 ? 0 : 100);
        }
        const surfaceTotal = HEAD_TO_HEAD_SURFACES.reduce((sum, s) => sum + h2h[s][0] + h2h[s][1], 0);
        expect(surfaceTotal).toBeLessThanOrEqual(w1 + w2);
      }),
    );
  });
});
