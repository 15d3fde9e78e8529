import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchScore, SetScore } from '../score/score-types.js';
import { ACHIEVEMENT_CATALOGUE, ACHIEVEMENT_FAMILIES } from './achievement-catalogue.js';
import {
  achievementMeasures,
  countsForAchievements,
  unlockAchievements,
  type AchievementMatch,
} from './unlock-achievements.js';

const A = 1;
const B = 2;
const C = 3;
const set = (home: number, away: number, flags: Partial<SetScore> = {}): SetScore => ({ home, away, ...flags });
const sets = (...parts: [number, number][]): MatchScore => ({
  s1: set(...parts[0]!),
  s2: set(...parts[1]!),
  st: parts[2] ? set(...parts[2]) : null,
});

let clock = 0;
/** `winnerId` beats `loserId` (winner at home) with the score written home first. */
function win(winnerId: number, loserId: number, over: Partial<AchievementMatch> = {}): AchievementMatch {
  clock += 1;
  return {
    id: clock,
    kind: 'championship',
    at: new Date(Date.UTC(2026, 0, 1) + clock * 86_400_000),
    homePlayerIds: [winnerId],
    awayPlayerIds: [loserId],
    winner: 0,
    concluded: true,
    walkover: false,
    score: sets([6, 3], [6, 4]),
    homeRating: null,
    awayRating: null,
    isFinal: false,
    ...over,
  };
}
const keysOf = (playerId: number, matches: AchievementMatch[]) =>
  unlockAchievements(matches)
    .filter((u) => u.playerId === playerId)
    .map((u) => u.key);

describe('the catalogue', () => {
  it('has every family with tiers 1 to 4 at rising thresholds', () => {
    for (const family of ACHIEVEMENT_FAMILIES) {
      const tiers = ACHIEVEMENT_CATALOGUE.filter((a) => a.family === family);
      expect(tiers.map((a) => a.tier)).toEqual([1, 2, 3, 4]);
      const thresholds = tiers.map((a) => a.threshold);
      expect([...thresholds].sort((x, y) => x - y)).toEqual(thresholds);
      expect(new Set(thresholds).size).toBe(4);
    }
    expect(new Set(ACHIEVEMENT_CATALOGUE.map((a) => a.key)).size).toBe(ACHIEVEMENT_CATALOGUE.length);
  });
});

describe('countsForAchievements', () => {
  it.each([
    ['a championship match', {}, true],
    ['a tournament match', { kind: 'tournament' }, true],
    ['a friendly', { kind: 'friendly' }, false],
    ['a walkover', { walkover: true }, false],
    ['a default', { score: { s1: set(6, 3), s2: set(2, 0, { awayDef: true }) } }, false],
    ['a retirement', { score: { s1: set(6, 3), s2: set(2, 0, { awayRet: true }) } }, true],
    ['a match not concluded', { concluded: false }, false],
    ['a match without a winner', { winner: null }, false],
  ] as [string, Partial<AchievementMatch>, boolean][])('%s: %s', (_name, over, expected) => {
    expect(countsForAchievements(win(A, B, over))).toBe(expected);
  });
});

describe('unlockAchievements, rule by rule', () => {
  it('a comeback is a win after losing the first set, not a win by retirement after it', () => {
    expect(keysOf(A, [win(A, B, { score: sets([4, 6], [6, 3], [10, 7]) })])).toContain('comebacks-1');
    expect(keysOf(A, [win(A, B, { score: { s1: set(4, 6), s2: set(3, 1, { awayRet: true }) } })])).not.toContain(
      'comebacks-1',
    );
  });

  it('an upset needs a singles opponent rated at least 0.5 higher', () => {
    expect(keysOf(A, [win(A, B, { homeRating: 2.5, awayRating: 3 })])).toContain('upsets-1');
    expect(keysOf(A, [win(A, B, { homeRating: 2.5, awayRating: 2.5 })])).not.toContain('upsets-1');
    expect(keysOf(A, [win(A, B, { homeRating: null, awayRating: 4 })])).not.toContain('upsets-1');
  });

  it('a bagel counts for whoever won the set 6-0, the loser of the match too', () => {
    expect(keysOf(B, [win(A, B, { score: sets([0, 6], [6, 4], [10, 5]) })])).toEqual(['bagels-1']);
  });

  it('a title is a won tournament final, never a championship match', () => {
    expect(keysOf(A, [win(A, B, { kind: 'tournament', isFinal: true })])).toContain('titles-1');
    expect(keysOf(B, [win(A, B, { kind: 'tournament', isFinal: true })])).not.toContain('titles-1');
    expect(keysOf(A, [win(A, B, { isFinal: true })])).not.toContain('titles-1');
  });

  it('doubles partners unlock together', () => {
    const doubles = win(A, B, { homePlayerIds: [A, C], awayPlayerIds: [B, 4], score: sets([6, 0], [6, 1]) });
    expect(keysOf(A, [doubles])).toEqual(['bagels-1']);
    expect(keysOf(C, [doubles])).toEqual(['bagels-1']);
  });

  it('friendlies unlock nothing, however many', () => {
    const friendlies = Array.from({ length: 30 }, () => win(A, B, { kind: 'friendly', score: sets([6, 0], [6, 0]) }));
    expect(unlockAchievements(friendlies)).toEqual([]);
  });
});

describe('a small season', () => {
  it('unlocks the hand-computed tiers at the matches that crossed them', () => {
    clock = 100;
    const season = [
      win(A, B, { score: sets([6, 0], [6, 3]) }), // 101 A: bagel 1
      win(A, C, { score: sets([3, 6], [6, 4], [10, 8]) }), // 102 A: comeback, super tie-break
      win(A, B, { kind: 'friendly', score: sets([6, 0], [6, 0]) }), // 103 nothing
      win(A, C, { walkover: true }), // 104 nothing
      win(A, B, { homeRating: 2.5, awayRating: 3 }), // 105 A: 3 in a row, upset
      win(A, C, { kind: 'tournament', isFinal: true, score: sets([7, 5], [6, 0]) }), // 106 A: title
      win(B, A), // 107 A's streak ends
      win(A, C, { score: { s1: set(6, 1), s2: set(2, 0, { awayRet: true }) } }), // 108 retirement: a win
      win(B, A, { score: { s1: set(1, 0, { awayDef: true }), s2: set(0, 0) } }), // 109 default: no match
      win(A, C), // 110
      win(A, C), // 111
      win(A, C), // 112
      win(A, B), // 113 A: 5 in a row, 10 matches
      win(A, C), // 114 A: 10 wins
    ];
    const unlocks = unlockAchievements(season).map((u) => [u.playerId, u.key, u.matchId]);
    expect(unlocks).toEqual([
      [A, 'bagels-1', 101],
      [A, 'comebacks-1', 102],
      [A, 'super-tie-breaks-1', 102],
      [A, 'win-streak-3', 105],
      [A, 'upsets-1', 105],
      [A, 'titles-1', 106],
      [A, 'matches-10', 113],
      [A, 'win-streak-5', 113],
      [A, 'wins-10', 114],
    ]);
    expect(achievementMeasures(A, season)).toEqual({
      matches: 11,
      wins: 10,
      'win-streak': 6,
      comebacks: 1,
      upsets: 1,
      bagels: 2,
      'super-tie-breaks': 1,
      titles: 1,
    });
    expect(achievementMeasures(B, season)).toMatchObject({ matches: 4, wins: 1, 'win-streak': 1 });
  });
});

const arbitraryMatch = fc
  .record({
    players: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 2 }),
    kind: fc.constantFrom('championship', 'tournament', 'friendly'),
    day: fc.integer({ min: 0, max: 400 }),
    s1: fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })),
    s2: fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })),
    st: fc.option(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }))),
    winner: fc.constantFrom(0, 1),
    walkover: fc.boolean(),
    isFinal: fc.boolean(),
    ratings: fc.tuple(fc.constantFrom(2, 2.5, 3, 3.5), fc.constantFrom(2, 2.5, 3, 3.5)),
  })
  .map((r): Omit<AchievementMatch, 'id'> => ({
    kind: r.kind as AchievementMatch['kind'],
    at: new Date(Date.UTC(2026, 0, 1) + r.day * 86_400_000),
    homePlayerIds: [r.players[0]!],
    awayPlayerIds: [r.players[1]!],
    winner: r.winner as 0 | 1,
    concluded: true,
    walkover: r.walkover,
    score: sets(r.s1, r.s2, ...(r.st ? [r.st] : [])),
    homeRating: r.ratings[0],
    awayRating: r.ratings[1],
    isFinal: r.isFinal,
  }));
const season = fc
  .array(arbitraryMatch, { maxLength: 60 })
  .map((matches) => matches.map((m, index) => ({ ...m, id: index + 1 })));
const unlockedSet = (matches: AchievementMatch[]) =>
  new Set(unlockAchievements(matches).map((u) => `${u.playerId}:${u.key}`));

describe('properties', () => {
  it('a newer result never takes an achievement away', () => {
    fc.assert(
      fc.property(season, arbitraryMatch, (matches, next) => {
        const latest = Math.max(0, ...matches.map((m) => m.at.getTime()));
        const added = { ...next, id: matches.length + 1, at: new Date(latest + 86_400_000) };
        const before = unlockedSet(matches);
        const after = unlockedSet([...matches, added]);
        for (const key of before) expect(after.has(key)).toBe(true);
      }),
    );
  });

  it('a result of any date never takes a count achievement away (streaks aside)', () => {
    fc.assert(
      fc.property(season, arbitraryMatch, (matches, next) => {
        const before = [...unlockedSet(matches)].filter((key) => !key.includes('win-streak'));
        const after = unlockedSet([...matches, { ...next, id: matches.length + 1 }]);
        for (const key of before) expect(after.has(key)).toBe(true);
      }),
    );
  });

  it('computing twice, in any order of input, gives the same unlocks', () => {
    fc.assert(
      fc.property(season, (matches) => {
        expect(unlockAchievements([...matches].reverse())).toEqual(unlockAchievements(matches));
        expect(unlockAchievements(matches)).toEqual(unlockAchievements(matches));
      }),
    );
  });
});
