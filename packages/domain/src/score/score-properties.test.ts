import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFlag } from './apply-flag.js';
import { endsEarly } from './early-ending.js';
import { formatScore } from './format-score.js';
import { matchWinner } from './match-winner.js';
import { parseScore } from './parse-score.js';
import { isPossibleSetScore, isPossibleSuperTieBreak } from './possible-score.js';
import { SCORE_MESSAGES } from './score-messages.js';
import { isEmptyPart } from './score-types.js';
import type { MatchScore, ScoreFlag, SetScore, Side } from './score-types.js';
import { setWinner } from './set-winner.js';
import { validateMatchScore } from './validate-match-score.js';
import { isValidSetScore } from './validate-set-score.js';
import { isValidSuperTieBreak } from './validate-super-tie-break.js';
import { visibleParts } from './visible-parts.js';

// Every finished set, listed from the rule's words rather than computed by it.
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

const side = fc.constantFrom<Side>('home', 'away');
const flag = fc.constantFrom<ScoreFlag>('ret', 'def');
const count = fc.option(fc.integer({ min: 0, max: 12 }), { nil: null });
const anyPart: fc.Arbitrary<SetScore> = fc.record(
  {
    home: count,
    away: count,
    homeRet: fc.boolean(),
    awayRet: fc.boolean(),
    homeDef: fc.boolean(),
    awayDef: fc.boolean(),
  },
  { requiredKeys: ['home', 'away'] },
);
const anyScore: fc.Arbitrary<MatchScore> = fc.record({
  s1: anyPart,
  s2: anyPart,
  st: fc.option(anyPart, { nil: undefined }),
});

const finishedSet = fc.constantFrom(...FINISHED_SETS).map(([home, away]): SetScore => ({ home, away }));
const finishedSuperTieBreak = fc
  .oneof(
    fc.integer({ min: 0, max: 8 }).map((low) => [10, low] as const),
    fc.integer({ min: 9, max: 97 }).map((low) => [low + 2, low] as const),
  )
  .chain(([high, low]) => fc.constantFrom<SetScore>({ home: high, away: low }, { home: low, away: high }));

/** A part stopped by a ret or def at a count play can reach, with one flag, as parseScore writes it. */
const endedPart = (max: number, possible: (home: number, away: number) => boolean) =>
  fc
    .record({ home: fc.integer({ min: 0, max }), away: fc.integer({ min: 0, max }), loser: side, flag })
    .filter(({ home, away }) => possible(home, away))
    .map(({ home, away, loser, flag: f }): SetScore => ({
      home,
      away,
      [`${loser}${f === 'ret' ? 'Ret' : 'Def'}`]: true,
    }));

const emptySet: SetScore = { home: null, away: null };

/** Every way a match can be completed, in the canonical shape. */
const completedScore: fc.Arbitrary<MatchScore> = fc.oneof(
  endedPart(7, isPossibleSetScore).map((s1): MatchScore => ({ s1, s2: emptySet, st: null })),
  fc.tuple(finishedSet, endedPart(7, isPossibleSetScore)).map(([s1, s2]): MatchScore => ({ s1, s2, st: null })),
  fc
    .tuple(finishedSet, finishedSet)
    .chain(([s1, s2]): fc.Arbitrary<MatchScore> =>
      setWinner(s1) === setWinner(s2)
        ? fc.constant({ s1, s2, st: null })
        : fc.oneof(finishedSuperTieBreak, endedPart(30, isPossibleSuperTieBreak)).map((st) => ({ s1, s2, st })),
    ),
);

describe('score properties', () => {
  it('every valid set score has a winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), (home, away) => {
        if (isValidSetScore(home, away)) expect(setWinner({ home, away })).not.toBeNull();
      }),
    );
  });

  it('a set score is valid exactly when it is one of the finished sets', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 9 }), fc.integer({ min: -2, max: 9 }), (home, away) => {
        const listed = FINISHED_SETS.some(([h, a]) => h === home && a === away);
        expect(isValidSetScore(home, away)).toBe(listed);
      }),
    );
  });

  it('every valid super tie-break has a winner two or more points ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (home, away) => {
        if (!isValidSuperTieBreak(home, away)) return;
        expect(setWinner({ home, away })).not.toBeNull();
        expect(Math.max(home, away)).toBeGreaterThanOrEqual(10);
        expect(Math.abs(home - away)).toBeGreaterThanOrEqual(2);
      }),
    );
  });

  it('a set with any flag always has a winner', () => {
    fc.assert(
      fc.property(anyPart, side, flag, (part, s, f) => {
        expect(setWinner(applyFlag(part, s, f))).not.toBeNull();
      }),
    );
  });

  it('setting ret or def on a side of an unflagged part gives the part to the other side', () => {
    fc.assert(
      fc.property(count, count, side, flag, (home, away, s, f) => {
        const other = s === 'home' ? 'away' : 'home';
        expect(setWinner(applyFlag({ home, away }, s, f))).toBe(other);
      }),
    );
  });

  it('visibleParts never shows a part after a ret or def', () => {
    fc.assert(
      fc.property(anyScore, (score) => {
        const shown = visibleParts(score);
        if (endsEarly(score.s1)) expect(shown).toEqual(['s1']);
        if (!endsEarly(score.s1) && endsEarly(score.s2)) expect(shown).toEqual(['s1', 's2']);
        if (shown.includes('st')) expect(endsEarly(score.s1) || endsEarly(score.s2)).toBe(false);
      }),
    );
  });

  it('formatScore never writes anything after ret. or def.', () => {
    fc.assert(
      fc.property(anyScore, (score) => {
        const words = formatScore(score, { from: 'home' }).split(' ');
        const flagAt = words.findIndex((word) => word === 'ret.' || word === 'def.');
        if (flagAt >= 0) expect(flagAt).toBe(words.length - 1);
      }),
    );
  });

  it('every completed score validates, with the winner matchWinner gives', () => {
    fc.assert(
      fc.property(completedScore, (score) => {
        const winner = matchWinner(score);
        expect(winner).not.toBeNull();
        expect(validateMatchScore(score)).toEqual({ ok: true, winner });
      }),
    );
  });

  it('formatScore round-trips through parseScore given the winner', () => {
    fc.assert(
      fc.property(completedScore, (score) => {
        const winner = matchWinner(score) ?? undefined;
        expect(parseScore(formatScore(score, { from: 'home' }), winner)).toEqual(score);
      }),
    );
  });

  it('validateMatchScore accepts a score only with the winner matchWinner gives', () => {
    fc.assert(
      fc.property(anyScore, (score) => {
        const result = validateMatchScore(score);
        const winner = matchWinner(score);
        if (winner === null) expect(result.ok).toBe(false);
        if (result.ok) expect(result.winner).toBe(winner);
      }),
      { numRuns: 500 },
    );
  });

  it('validateMatchScore refuses any part typed after a ret or def', () => {
    fc.assert(
      fc.property(anyScore, (score) => {
        const result = validateMatchScore(score);
        const s2Typed = !isEmptyPart(score.s2);
        const stTyped = !isEmptyPart(score.st);
        if (endsEarly(score.s1) && s2Typed)
          expect(!result.ok && result.errors.s2).toContain(SCORE_MESSAGES.partAfterEarlyEnd);
        if ((endsEarly(score.s1) || endsEarly(score.s2)) && stTyped) {
          expect(!result.ok && result.errors.st).toContain(SCORE_MESSAGES.partAfterEarlyEnd);
        }
      }),
      { numRuns: 500 },
    );
  });
});
