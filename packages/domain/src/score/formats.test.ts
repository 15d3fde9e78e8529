import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScore } from './format-score.js';
import { MATCH_FORMAT_CODES, matchFormatOf, partsToWin, type MatchFormat, type PartRule } from './match-format.js';
import { matchWinner } from './match-winner.js';
import { formatParts, isFinishedPart, isPossiblePart } from './part-rules.js';
import { SCORE_MESSAGES } from './score-messages.js';
import { SCORE_PARTS, otherSide } from './score-types.js';
import type { MatchScore, SetScore, Side } from './score-types.js';
import { todsOutcome, todsSets } from './tods-score.js';
import { validateMatchScore } from './validate-match-score.js';
import { visibleParts } from './visible-parts.js';

// Every offered format, by table (the scores real tournaments publish) and by
// property (every valid score has one winner, and the same one whichever side
// is written as home).

const set = (home: number | null, away: number | null, tb?: number): SetScore =>
  tb === undefined ? { home, away } : { home, away, tb };
const empty = set(null, null);
const score = (parts: Partial<MatchScore>): MatchScore => ({ s1: empty, s2: empty, ...parts });
const format = (code: string): MatchFormat => matchFormatOf(code);

describe('finished parts by format', () => {
  it.each([
    [
      'SET3-S:6/TB7',
      [
        [6, 4],
        [7, 5],
        [7, 6],
        [4, 6],
      ],
      [
        [6, 5],
        [7, 4],
        [8, 6],
        [5, 4],
      ],
    ],
    [
      'SET3-S:4/TB7@3',
      [
        [4, 0],
        [4, 2],
        [4, 3],
      ],
      [
        [4, 3.5],
        [5, 3],
        [3, 3],
        [5, 4],
        [6, 4],
      ],
    ],
    [
      'SET3-S:4/TB7',
      [
        [4, 2],
        [5, 3],
        [5, 4],
      ],
      [
        [4, 3],
        [4, 4],
        [6, 4],
      ],
    ],
    [
      'SET1-S:8/TB7',
      [
        [8, 6],
        [9, 7],
        [9, 8],
        [0, 8],
      ],
      [
        [8, 7],
        [6, 4],
        [10, 8],
      ],
    ],
    [
      'SET1-S:9/TB7',
      [
        [9, 7],
        [10, 8],
        [10, 9],
      ],
      [
        [9, 8],
        [8, 6],
        [11, 9],
      ],
    ],
    [
      'SET1-S:TB10',
      [
        [10, 8],
        [12, 10],
        [3, 10],
      ],
      [
        [10, 9],
        [13, 10],
        [9, 7],
      ],
    ],
    [
      'SET5-S:6/TB7-F:6',
      [
        [6, 4],
        [7, 5],
        [7, 6],
      ],
      [
        [6, 5],
        [8, 6],
      ],
    ],
  ])('%s', (code, finished, unfinished) => {
    const rule = formatParts(format(code))[0]?.rule as PartRule;
    for (const [home, away] of finished) expect(isFinishedPart(rule, home ?? null, away ?? null)).toBe(true);
    for (const [home, away] of unfinished) expect(isFinishedPart(rule, home ?? null, away ?? null)).toBe(false);
  });

  it('plays an advantage final set on until one side is two games ahead', () => {
    const rule = format('SET5-S:6/TB7-F:6').final;
    expect(isFinishedPart(rule, 8, 6)).toBe(true);
    expect(isFinishedPart(rule, 7, 6)).toBe(false);
    expect(isFinishedPart(rule, 9, 6)).toBe(false);
    expect(isPossiblePart(rule, 7, 6)).toBe(true);
  });
});

describe('validateMatchScore by format', () => {
  it.each<[string, MatchScore, Side]>([
    ['SET3-S:6/TB7', score({ s1: set(7, 6, 5), s2: set(3, 6), s3: set(6, 4) }), 'home'],
    ['SET3-S:6/TB7', score({ s1: set(6, 4), s2: set(6, 7, 3), s3: set(5, 7) }), 'away'],
    ['SET3-S:6/TB7', score({ s1: set(6, 4), s2: set(6, 3) }), 'home'],
    ['SET3-S:6/TB7', score({ s1: set(6, 4), s2: set(3, 6), s3: { home: 1, away: 3, homeRet: true } }), 'away'],
    ['SET5-S:6/TB7', score({ s1: set(6, 4), s2: set(3, 6), s3: set(6, 4), s4: set(2, 6), s5: set(7, 5) }), 'home'],
    ['SET5-S:6/TB7', score({ s1: set(4, 6), s2: set(3, 6), s3: set(6, 7, 10) }), 'away'],
    ['SET3-S:4/TB7@3', score({ s1: set(4, 3, 5), s2: set(2, 4), s3: set(4, 1) }), 'home'],
    ['SET1-S:8/TB7', score({ s1: set(9, 8, 4) }), 'home'],
    ['SET1-S:9/TB7', score({ s1: set(7, 9) }), 'away'],
    ['SET1-S:TB10', score({ st: set(8, 10) }), 'away'],
    ['SET3-S:6/TB7-F:TB10', score({ s1: set(7, 6, 12), s2: set(3, 6), st: set(10, 8) }), 'home'],
    ['SET3-S:6/TB7-F:TB10', score({ wo: 'away' }), 'home'],
  ])('%s accepts %j', (code, match, winner) => {
    expect(validateMatchScore(match, format(code))).toEqual({ ok: true, winner });
  });

  it.each<[string, MatchScore, Record<string, string[]>]>([
    // The real third set the league format refused.
    [
      'SET3-S:6/TB7-F:TB10',
      score({ s1: set(7, 6), s2: set(3, 6), s3: set(6, 4) }),
      { s3: [SCORE_MESSAGES.setNotPlayed], st: [SCORE_MESSAGES.superTieBreakRequired] },
    ],
    ['SET3-S:6/TB7', score({ s1: set(6, 4), s2: set(3, 6) }), { s3: [SCORE_MESSAGES.setRequired] }],
    ['SET3-S:6/TB7', score({ s1: set(6, 4), s2: set(6, 3), s3: set(6, 0) }), { s3: [SCORE_MESSAGES.setNotPlayed] }],
    [
      'SET3-S:6/TB7',
      score({ s1: set(6, 4), s2: set(3, 6), st: set(10, 4) }),
      {
        s3: [SCORE_MESSAGES.setRequired],
        st: [SCORE_MESSAGES.setNotPlayed],
      },
    ],
    ['SET5-S:6/TB7', score({ s1: set(6, 4), s2: set(6, 3) }), { s3: [SCORE_MESSAGES.missingScore] }],
    ['SET3-S:6/TB7', score({ s1: set(6, 4, 5), s2: set(6, 3) }), { s1: [SCORE_MESSAGES.tieBreakPoints] }],
    [
      'SET3-S:6/TB7',
      score({ s1: { home: 6, away: 6, homeRet: true, tb: 3 }, s2: empty }),
      {
        s1: [SCORE_MESSAGES.tieBreakPoints],
      },
    ],
    ['SET3-S:4/TB7@3', score({ s1: set(5, 3), s2: set(4, 0) }), { s1: [SCORE_MESSAGES.invalidGames] }],
    [
      'SET3-S:4/TB7@3',
      score({ s1: set(3, 3), s2: set(4, 0) }),
      {
        s1: ['Μη έγκυρο σκορ σετ: ένα σετ τελειώνει 4-0 έως 4-2 ή 4-3'],
      },
    ],
    [
      'SET1-S:8/TB7',
      score({ s1: set(8, 7) }),
      {
        s1: ['Μη έγκυρο σκορ σετ: ένα σετ τελειώνει 8-0 έως 8-6, 9-7 ή 9-8'],
      },
    ],
    [
      'SET3-S:6/TB7-F:TB10',
      score({ s1: set(6, 4), s2: set(6, 3), wo: 'away' }),
      {
        score: [SCORE_MESSAGES.walkoverWithScore],
      },
    ],
  ])('%s refuses %j', (code, match, errors) => {
    expect(validateMatchScore(match, format(code))).toEqual({ ok: false, errors });
  });

  it('shows the third set of a full-set format only at one set all', () => {
    const bestOfThree = format('SET3-S:6/TB7');
    expect(visibleParts(score({}), bestOfThree)).toEqual(['s1', 's2']);
    expect(visibleParts(score({ s1: set(6, 4), s2: set(4, 6) }), bestOfThree)).toEqual(['s1', 's2', 's3']);
    expect(visibleParts(score({ s1: set(6, 4), s2: set(6, 2) }), bestOfThree)).toEqual(['s1', 's2']);
    expect(visibleParts(score({}), format('SET5-S:6/TB7'))).toEqual(['s1', 's2', 's3']);
    expect(visibleParts(score({}), format('SET1-S:TB10'))).toEqual(['st']);
    expect(visibleParts(score({ wo: 'home' }), bestOfThree)).toEqual([]);
  });
});

// --- properties -----------------------------------------------------------

/** Every finished count of a rule up to a bound, listed by brute force. */
function finishedCounts(rule: PartRule): Array<[number, number]> {
  const counts: Array<[number, number]> = [];
  for (let home = 0; home <= 16; home += 1) {
    for (let away = 0; away <= 16; away += 1) if (isFinishedPart(rule, home, away)) counts.push([home, away]);
  }
  return counts;
}

function possibleCounts(rule: PartRule): Array<[number, number]> {
  const counts: Array<[number, number]> = [];
  for (let home = 0; home <= 16; home += 1) {
    for (let away = 0; away <= 16; away += 1) if (isPossiblePart(rule, home, away)) counts.push([home, away]);
  }
  return counts;
}

/** A played-out or retired match of a format: parts in order until one side has won enough, maybe a ret or def. */
function completedMatch(matchFormat: MatchFormat): fc.Arbitrary<MatchScore> {
  const parts = formatParts(matchFormat);
  return fc
    .record({
      picks: fc.array(fc.nat(), { minLength: parts.length, maxLength: parts.length }),
      stopAt: fc.option(fc.nat({ max: parts.length - 1 }), { nil: null }),
      flag: fc.constantFrom('Ret', 'Def'),
      flagged: fc.constantFrom<Side>('home', 'away'),
      tb: fc.option(fc.nat({ max: 20 }), { nil: undefined }),
      wo: fc.option(fc.constantFrom<Side>('home', 'away'), { freq: 8, nil: null }),
    })
    .map(({ picks, stopAt, flag, flagged, tb, wo }) => {
      const match: MatchScore = { s1: empty, s2: empty, st: null };
      if (wo) return { ...match, wo };
      const won: Record<Side, number> = { home: 0, away: 0 };
      for (const [index, { name, rule }] of parts.entries()) {
        const pick = picks[index] as number;
        if (stopAt === index) {
          const options = possibleCounts(rule);
          const [home, away] = options[pick % options.length] as [number, number];
          match[name] = { home, away, [`${flagged}${flag}`]: true };
          return match;
        }
        const options = finishedCounts(rule);
        const [home, away] = options[pick % options.length] as [number, number];
        const part: SetScore = { home, away };
        if (
          rule.kind === 'set' &&
          Math.max(home, away) === (rule.tieBreakAt ?? -2) + 1 &&
          Math.min(home, away) === rule.tieBreakAt &&
          tb !== undefined
        ) {
          part.tb = tb;
        }
        match[name] = part;
        const winner: Side = home > away ? 'home' : 'away';
        won[winner] += 1;
        if (won[winner] === partsToWin(matchFormat)) return match;
      }
      return match;
    });
}

const swapPart = (part: SetScore | null | undefined): SetScore | null => {
  if (!part) return null;
  const swapped: SetScore = { home: part.away, away: part.home };
  if (part.homeRet) swapped.awayRet = true;
  if (part.awayRet) swapped.homeRet = true;
  if (part.homeDef) swapped.awayDef = true;
  if (part.awayDef) swapped.homeDef = true;
  if (part.tb !== undefined) swapped.tb = part.tb;
  return swapped;
};

function swapSides(match: MatchScore): MatchScore {
  const swapped: MatchScore = { s1: swapPart(match.s1) as SetScore, s2: swapPart(match.s2) as SetScore };
  for (const name of SCORE_PARTS) if (name !== 's1' && name !== 's2') swapped[name] = swapPart(match[name]);
  if (match.wo) swapped.wo = otherSide(match.wo);
  return swapped;
}

const count = fc.option(fc.integer({ min: 0, max: 13 }), { nil: null });
const anyPart: fc.Arbitrary<SetScore> = fc.record(
  { home: count, away: count, homeRet: fc.boolean(), awayDef: fc.boolean(), tb: fc.option(fc.nat({ max: 9 })) },
  { requiredKeys: ['home', 'away'] },
);
const emptyOr = fc.oneof(fc.constant(null), anyPart);
const anyScore: fc.Arbitrary<MatchScore> = fc.record({
  s1: anyPart,
  s2: anyPart,
  s3: emptyOr,
  s4: emptyOr,
  s5: emptyOr,
  st: emptyOr,
  wo: fc.option(fc.constantFrom<Side>('home', 'away'), { freq: 10, nil: null }),
});

describe.each(MATCH_FORMAT_CODES)('score properties of %s', (code) => {
  const matchFormat = format(code);

  it('every completed match validates, with one winner, the same whichever side is home', () => {
    fc.assert(
      fc.property(completedMatch(matchFormat), (match) => {
        const result = validateMatchScore(match, matchFormat);
        expect(result.ok).toBe(true);
        const winner = matchWinner(match, matchFormat) as Side;
        expect(result).toEqual({ ok: true, winner });
        expect(validateMatchScore(swapSides(match), matchFormat)).toEqual({ ok: true, winner: otherSide(winner) });
        // Written from the winner's side, both ways round read the same.
        expect(formatScore(swapSides(match))).toBe(formatScore(match));
      }),
      { numRuns: 300 },
    );
  });

  it('in TODS, a match played to the end gives its winner the sets it needed, and a swap swaps the sides', () => {
    fc.assert(
      fc.property(completedMatch(matchFormat), (match) => {
        const sets = todsSets(match, matchFormat);
        const swapped = todsSets(swapSides(match), matchFormat);
        expect(swapped.map((set) => set.winningSide)).toEqual(
          sets.map((set) => (set.winningSide === undefined ? undefined : 3 - set.winningSide)),
        );
        if (todsOutcome(match) !== 'COMPLETED') return;
        const winner = matchWinner(match, matchFormat) === 'home' ? 1 : 2;
        expect(sets.filter((set) => set.winningSide === winner)).toHaveLength(partsToWin(matchFormat));
      }),
      { numRuns: 300 },
    );
  });

  it('any score it accepts has the winner matchWinner gives, and its mirror the other side', () => {
    fc.assert(
      fc.property(anyScore, (match) => {
        const result = validateMatchScore(match, matchFormat);
        if (!result.ok) return;
        expect(matchWinner(match, matchFormat)).toBe(result.winner);
        expect(validateMatchScore(swapSides(match), matchFormat)).toEqual({
          ok: true,
          winner: otherSide(result.winner),
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('the form never shows a part after the match is decided', () => {
    fc.assert(
      fc.property(completedMatch(matchFormat), (match) => {
        const shown = visibleParts(match, matchFormat);
        const played = SCORE_PARTS.filter((name) => typeof match[name]?.home === 'number');
        for (const name of played) expect(shown).toContain(name);
        expect(shown.length).toBe(match.wo ? 0 : played.length);
      }),
      { numRuns: 300 },
    );
  });
});
