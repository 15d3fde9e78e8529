import { describe, expect, it } from 'vitest';
import { matchFormatOf } from './match-format.js';
import type { MatchScore, SetScore } from './score-types.js';
import { todsOutcome, todsSets, type TodsSet } from './tods-score.js';

const part = (home: number | null, away: number | null, more: Partial<SetScore> = {}): SetScore => ({
  home,
  away,
  ...more,
});
const empty = part(null, null);
const score = (parts: Partial<MatchScore>): MatchScore => ({ s1: empty, s2: empty, ...parts });

describe('todsSets', () => {
  it.each<[string, string, MatchScore, TodsSet[]]>([
    [
      'a third set played out',
      'SET3-S:6/TB7',
      score({ s1: part(7, 6, { tb: 5 }), s2: part(3, 6), s3: part(6, 4) }),
      [
        { setNumber: 1, side1Score: 7, side2Score: 6, side1TiebreakScore: 7, side2TiebreakScore: 5, winningSide: 1 },
        { setNumber: 2, side1Score: 3, side2Score: 6, winningSide: 2 },
        { setNumber: 3, side1Score: 6, side2Score: 4, winningSide: 1 },
      ],
    ],
    [
      'a long tie-break won by the away side',
      'SET3-S:6/TB7',
      score({ s1: part(6, 7, { tb: 10 }), s2: part(4, 6) }),
      [
        { setNumber: 1, side1Score: 6, side2Score: 7, side1TiebreakScore: 10, side2TiebreakScore: 12, winningSide: 2 },
        { setNumber: 2, side1Score: 4, side2Score: 6, winningSide: 2 },
      ],
    ],
    [
      'a super tie-break as points only',
      'SET3-S:6/TB7-F:TB10',
      score({ s1: part(6, 4), s2: part(3, 6), st: part(10, 8) }),
      [
        { setNumber: 1, side1Score: 6, side2Score: 4, winningSide: 1 },
        { setNumber: 2, side1Score: 3, side2Score: 6, winningSide: 2 },
        { setNumber: 3, side1TiebreakScore: 10, side2TiebreakScore: 8, winningSide: 1 },
      ],
    ],
    [
      'a retirement during the third set: the set has no winner',
      'SET3-S:6/TB7',
      score({ s1: part(6, 3), s2: part(4, 6), s3: part(2, 1, { awayRet: true }) }),
      [
        { setNumber: 1, side1Score: 6, side2Score: 3, winningSide: 1 },
        { setNumber: 2, side1Score: 4, side2Score: 6, winningSide: 2 },
        { setNumber: 3, side1Score: 2, side2Score: 1 },
      ],
    ],
    ['a walkover: no set', 'SET3-S:6/TB7', score({ wo: 'away' }), []],
    [
      'a short set with its tie-break at 3-3',
      'SET3-S:4/TB7@3',
      score({ s1: part(4, 3, { tb: 4 }), s2: part(4, 1) }),
      [
        { setNumber: 1, side1Score: 4, side2Score: 3, side1TiebreakScore: 7, side2TiebreakScore: 4, winningSide: 1 },
        { setNumber: 2, side1Score: 4, side2Score: 1, winningSide: 1 },
      ],
    ],
  ])('%s (%s)', (_name, code, match, expected) => {
    expect(todsSets(match, matchFormatOf(code))).toEqual(expected);
  });
});

describe('todsOutcome', () => {
  it.each<[MatchScore, ReturnType<typeof todsOutcome>]>([
    [score({ s1: part(6, 4), s2: part(6, 4) }), 'COMPLETED'],
    [score({ wo: 'home' }), 'WALKOVER'],
    [score({ s1: part(6, 4), s2: part(1, 0, { homeRet: true }) }), 'RETIRED'],
    [score({ s1: part(0, 0, { awayDef: true }) }), 'DEFAULTED'],
  ])('reads how the match ended (%#)', (match, outcome) => {
    expect(todsOutcome(match)).toBe(outcome);
  });
});
