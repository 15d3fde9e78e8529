import { describe, expect, it } from 'vitest';
import { SCORE_MESSAGES as M } from './score-messages.js';
import type { MatchScore } from './score-types.js';
import { validateMatchScore } from './validate-match-score.js';

const set = (home: number | null, away: number | null) => ({ home, away });
const empty = set(null, null);

describe('validateMatchScore accepts', () => {
  it.each<[string, MatchScore, 'home' | 'away']>([
    ['a straight-sets win', { s1: set(6, 4), s2: set(7, 6) }, 'home'],
    ['a straight-sets win with an empty super tie-break', { s1: set(2, 6), s2: set(5, 7), st: empty }, 'away'],
    ['a super tie-break at one set all', { s1: set(6, 4), s2: set(3, 6), st: set(10, 8) }, 'home'],
    ['a long super tie-break', { s1: set(6, 4), s2: set(3, 6), st: set(14, 16) }, 'away'],
    ['a retirement in set 1, the set left unfinished', { s1: { home: 2, away: 1, homeRet: true }, s2: empty }, 'away'],
    ['a default before a ball was struck', { s1: { home: 0, away: 0, awayDef: true }, s2: empty, st: null }, 'home'],
    ['a retirement in set 2', { s1: set(6, 4), s2: { home: 2, away: 1, awayRet: true } }, 'home'],
    ['a retirement in the tie-break of a set at 6-6', { s1: { home: 6, away: 6, awayRet: true }, s2: empty }, 'home'],
    ['a retirement right after a finished set', { s1: { home: 6, away: 3, homeRet: true }, s2: empty }, 'away'],
    [
      'a retirement in the super tie-break',
      { s1: set(6, 4), s2: set(3, 6), st: { home: 9, away: 9, homeRet: true } },
      'away',
    ],
  ])('%s', (_label, score, winner) => {
    expect(validateMatchScore(score)).toEqual({ ok: true, winner });
  });
});

describe('validateMatchScore refuses', () => {
  it.each<[string, MatchScore, Record<string, string[]>]>([
    ['an empty score', { s1: empty, s2: empty }, { s1: [M.missingScore], s2: [M.missingScore] }],
    ['a set with one count missing', { s1: set(6, null), s2: set(6, 2) }, { s1: [M.missingScore] }],
    ['6-5 as a set score', { s1: set(6, 5), s2: set(6, 2) }, { s1: [M.invalidSet] }],
    ['7-4 as a set score', { s1: set(6, 2), s2: set(7, 4) }, { s2: [M.invalidSet] }],
    ['8 games in a set', { s1: set(8, 6), s2: set(6, 2) }, { s1: [M.invalidGames] }],
    ['a fractional count', { s1: set(6, 2), s2: set(6, 1.5) }, { s2: [M.invalidGames] }],
    ['a missing super tie-break at one set all', { s1: set(6, 4), s2: set(3, 6) }, { st: [M.superTieBreakRequired] }],
    [
      'an empty super tie-break at one set all',
      { s1: set(6, 4), s2: set(3, 6), st: empty },
      { st: [M.superTieBreakRequired] },
    ],
    [
      'an unfinished super tie-break',
      { s1: set(6, 4), s2: set(3, 6), st: set(10, 9) },
      { st: [M.invalidSuperTieBreak] },
    ],
    ['a super tie-break past 99 points', { s1: set(6, 4), s2: set(3, 6), st: set(100, 98) }, { st: [M.invalidGames] }],
    [
      'a super tie-break with a count missing',
      { s1: set(6, 4), s2: set(3, 6), st: set(10, null) },
      { st: [M.missingScore] },
    ],
    [
      'a super tie-break after straight sets',
      { s1: set(6, 4), s2: set(6, 3), st: set(10, 4) },
      { st: [M.superTieBreakNotAllowed] },
    ],
    [
      'a flagged super tie-break after straight sets',
      { s1: set(6, 4), s2: set(6, 3), st: { home: 0, away: 0, homeDef: true } },
      { st: [M.superTieBreakNotAllowed] },
    ],
    [
      'set 2 after a retirement in set 1',
      { s1: { home: 2, away: 1, homeRet: true }, s2: set(6, 4) },
      { s2: [M.partAfterEarlyEnd] },
    ],
    [
      'a super tie-break after a default in set 1',
      { s1: { home: 0, away: 0, homeDef: true }, s2: empty, st: set(10, 2) },
      { st: [M.partAfterEarlyEnd] },
    ],
    [
      'a super tie-break after a retirement in set 2',
      { s1: set(6, 4), s2: { home: 1, away: 4, awayRet: true }, st: set(10, 2) },
      { st: [M.partAfterEarlyEnd] },
    ],
    [
      'a retired set at a count play cannot reach',
      { s1: { home: 7, away: 2, awayRet: true }, s2: empty },
      { s1: [M.impossibleEndedSet] },
    ],
    [
      'a retired super tie-break at a count play cannot reach',
      { s1: set(6, 4), s2: set(3, 6), st: { home: 15, away: 3, awayRet: true } },
      { st: [M.impossibleEndedSuperTieBreak] },
    ],
    [
      'a flagged part with a count left empty',
      { s1: { home: null, away: 3, homeDef: true }, s2: empty },
      { s1: [M.missingScore] },
    ],
  ])('%s', (_label, score, errors) => {
    expect(validateMatchScore(score)).toEqual({ ok: false, errors });
  });

  it('still judges a typed super tie-break when a set is in error', () => {
    expect(validateMatchScore({ s1: set(6, 5), s2: set(3, 6), st: set(10, 9) })).toEqual({
      ok: false,
      errors: { s1: [M.invalidSet], st: [M.invalidSuperTieBreak] },
    });
  });

  it('does not ask for a super tie-break while a set is in error', () => {
    expect(validateMatchScore({ s1: set(6, 5), s2: set(3, 6) })).toEqual({ ok: false, errors: { s1: [M.invalidSet] } });
  });

  it("uses the spec's message for a count out of range", () => {
    const result = validateMatchScore({ s1: set(9, 0), s2: set(6, 0) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.s1).toEqual(['Μη έγκυρη τιμή για τον αριθμό games']);
  });
});
