import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScore } from './format-score.js';
import { parseQuickScore, QUICK_SCORE_MESSAGES } from './parse-quick-score.js';
import { SCORE_MESSAGES } from './score-messages.js';
import type { MatchScore, SetScore } from './score-types.js';
import { setWinner } from './set-winner.js';
import { validateMatchScore } from './validate-match-score.js';

const set = (home: number, away: number): SetScore => ({ home, away });
const score = (s1: SetScore, s2: SetScore, st: SetScore | null = null): MatchScore => ({ s1, s2, st });

describe('parseQuickScore reads', () => {
  it.each([
    ['6-4 6-3', score(set(6, 4), set(6, 3))],
    ['6-4 3-6 10-8', score(set(6, 4), set(3, 6), set(10, 8))],
    ['64 36 107', score(set(6, 4), set(3, 6), set(10, 7))],
    ['76 57 119', score(set(7, 6), set(5, 7), set(11, 9))],
    ['46 75 810', score(set(4, 6), set(7, 5), set(8, 10))],
    ['6-0 0-6 1210', score(set(6, 0), set(0, 6), set(12, 10))],
    ['6-2 2-6 100', score(set(6, 2), set(2, 6), set(10, 0))],
    ['  6–4,  7:5 ', score(set(6, 4), set(7, 5))],
    ['6/4 6-7 911', score(set(6, 4), set(6, 7), set(9, 11))],
  ])('%j', (text, expected) => {
    expect(parseQuickScore(text)).toEqual({ ok: true, score: expected });
  });
});

describe('parseQuickScore refuses with a Greek reason', () => {
  it.each([
    ['', QUICK_SCORE_MESSAGES.empty],
    ['   ', QUICK_SCORE_MESSAGES.empty],
    ['6-4', QUICK_SCORE_MESSAGES.tooFewParts],
    ['6-4 3-6 10-8 6-0', QUICK_SCORE_MESSAGES.tooManyParts],
    ['6-4 2-1 ret.', QUICK_SCORE_MESSAGES.flag],
    ['0-0 DEF', QUICK_SCORE_MESSAGES.flag],
    ['6-4 abc', QUICK_SCORE_MESSAGES.unreadable('abc')],
    ['6-4 634', QUICK_SCORE_MESSAGES.unreadable('634')],
    ['6-4 3-6 10-', QUICK_SCORE_MESSAGES.unreadable('10-')],
    ['6-4 6-5', `2ο σετ: ${SCORE_MESSAGES.invalidSet}`],
    ['8-6 6-4', `1ο σετ: ${SCORE_MESSAGES.invalidGames}`],
    ['6-4 3-6', `Super tie-break: ${SCORE_MESSAGES.superTieBreakRequired}`],
    ['6-4 6-3 10-8', `Super tie-break: ${SCORE_MESSAGES.superTieBreakNotAllowed}`],
    ['6-4 3-6 10-9', `Super tie-break: ${SCORE_MESSAGES.invalidSuperTieBreak}`],
    ['64 36 109', `Super tie-break: ${SCORE_MESSAGES.invalidSuperTieBreak}`],
  ])('%j', (text, error) => {
    expect(parseQuickScore(text)).toEqual({ ok: false, error });
  });
});

// Every finished set, listed from the rule's words.
const FINISHED_SETS: ReadonlyArray<readonly [number, number]> = [
  [6, 0],
  [6, 1],
  [6, 2],
  [6, 3],
  [6, 4],
  [7, 5],
  [7, 6],
  [0, 6],
  [1, 6],
  [2, 6],
  [3, 6],
  [4, 6],
  [5, 7],
  [6, 7],
];
const finishedSet = fc.constantFrom(...FINISHED_SETS).map(([home, away]) => set(home, away));
const finishedSuperTieBreak = fc
  .oneof(
    fc.integer({ min: 0, max: 8 }).map((low) => [10, low] as const),
    fc.integer({ min: 9, max: 97 }).map((low) => [low + 2, low] as const),
  )
  .chain(([high, low]) => fc.constantFrom(set(high, low), set(low, high)));

/** Every played-out match (no ret. or def.), as the quick line writes it. */
const playedOut: fc.Arbitrary<MatchScore> = fc
  .tuple(finishedSet, finishedSet)
  .chain(([s1, s2]) =>
    setWinner(s1) === setWinner(s2) ? fc.constant(score(s1, s2)) : finishedSuperTieBreak.map((st) => score(s1, s2, st)),
  );

const GREEK = /[\u0370-\u03ff]/;

describe('parseQuickScore properties', () => {
  it('reads back every played-out score formatScore writes', () => {
    fc.assert(
      fc.property(playedOut, (match) => {
        expect(parseQuickScore(formatScore(match, { from: 'home' }))).toEqual({ ok: true, score: match });
      }),
    );
  });

  it('reads the same score with the dashes left out', () => {
    fc.assert(
      fc.property(playedOut, (match) => {
        const compact = formatScore(match, { from: 'home' }).replaceAll('-', '');
        expect(parseQuickScore(compact)).toEqual({ ok: true, score: match });
      }),
    );
  });

  it('what it accepts is a valid score that formatting writes back to the same score', () => {
    const word = fc.oneof(
      fc.stringMatching(/^\d{1,2}-\d{1,2}$/),
      fc.stringMatching(/^\d{2,4}$/),
      fc.constantFrom('ret.', 'def', '-', 'x'),
    );
    const line = fc.array(word, { maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.oneof(line, fc.string()), (text) => {
        const result = parseQuickScore(text);
        if (result.ok) {
          expect(validateMatchScore(result.score).ok).toBe(true);
          expect(parseQuickScore(formatScore(result.score, { from: 'home' }))).toEqual(result);
        } else {
          expect(result.error).toMatch(GREEK);
        }
      }),
    );
  });
});
