import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GroupMatchResult } from './group-tally.js';
import { rankGroup } from './rank-group.js';

type Score = [number, number][];

/** A match the way a scorer reads it: the winner's name first, the sets from the winner's side. */
function won(winner: string, loser: string, sets: Score, matchTieBreak?: boolean): GroupMatchResult<string> {
  return {
    homeId: winner,
    awayId: loser,
    sets,
    winner: 'home',
    ...(matchTieBreak === undefined ? {} : { matchTieBreak }),
  };
}

const order = (participants: string[], matches: GroupMatchResult<string>[]): string[] =>
  rankGroup(participants, matches).map((standing) => standing.id);

describe('rankGroup', () => {
  it('ranks by matches won and counts wins, sets and games', () => {
    const standings = rankGroup(
      ['A', 'B', 'C'],
      [
        won('A', 'B', [
          [6, 4],
          [6, 3],
        ]),
        won('A', 'C', [
          [6, 0],
          [4, 6],
          [6, 2],
        ]),
        won('B', 'C', [
          [7, 5],
          [7, 6],
        ]),
      ],
    );
    expect(standings).toEqual([
      {
        id: 'A',
        position: 1,
        wins: 2,
        losses: 0,
        setWins: 4,
        setLosses: 1,
        gameWins: 28,
        gameLosses: 15,
        withdrawn: false,
      },
      {
        id: 'B',
        position: 2,
        wins: 1,
        losses: 1,
        setWins: 2,
        setLosses: 2,
        gameWins: 21,
        gameLosses: 23,
        withdrawn: false,
      },
      {
        id: 'C',
        position: 3,
        wins: 0,
        losses: 2,
        setWins: 1,
        setLosses: 4,
        gameWins: 19,
        gameLosses: 30,
        withdrawn: false,
      },
    ]);
  });

  it('puts the winner of their match first when two are tied, even with worse sets and games', () => {
    const matches = [
      won('B', 'A', [
        [7, 6],
        [3, 6],
        [7, 6],
      ]),
      won('A', 'C', [
        [6, 0],
        [6, 0],
      ]),
      won('A', 'D', [
        [6, 0],
        [6, 0],
      ]),
      won('B', 'C', [
        [7, 6],
        [7, 6],
      ]),
      won('D', 'B', [
        [6, 4],
        [6, 4],
      ]),
      won('C', 'D', [
        [7, 6],
        [7, 6],
      ]),
    ];
    expect(order(['A', 'B', 'C', 'D'], matches)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('breaks a three-way tie by the percentage of sets won', () => {
    const matches = [
      won('X', 'Y', [
        [6, 0],
        [6, 0],
      ]),
      won('Y', 'Z', [
        [6, 4],
        [4, 6],
        [6, 4],
      ]),
      won('Z', 'X', [
        [6, 4],
        [6, 4],
      ]),
    ];
    // Sets: Z 3–2 (60 %), X 2–2 (50 %), Y 2–3 (40 %).
    expect(order(['X', 'Y', 'Z'], matches)).toEqual(['Z', 'X', 'Y']);
  });

  it('lets the head-to-head decide once sets leave two of the three tied, even against games', () => {
    const matches = [
      won('X', 'Y', [
        [7, 6],
        [7, 6],
      ]),
      won('Y', 'Z', [
        [6, 0],
        [6, 0],
      ]),
      won('Z', 'X', [
        [6, 4],
        [6, 4],
      ]),
      won('W', 'X', [
        [6, 0],
        [0, 6],
        [6, 0],
      ]),
      won('W', 'Y', [
        [6, 1],
        [1, 6],
        [6, 1],
      ]),
      won('W', 'Z', [
        [6, 0],
        [6, 0],
      ]),
    ];
    // X and Y both win 3 sets of 7; Z 2 of 6. Y has the better games (32–27 v 28–36) but lost to X.
    expect(order(['W', 'Y', 'X', 'Z'], matches)).toEqual(['W', 'X', 'Y', 'Z']);
  });

  it('breaks a three-way tie on equal sets by the percentage of games won', () => {
    const matches = [
      won('X', 'Y', [
        [6, 0],
        [6, 0],
      ]),
      won('Y', 'Z', [
        [6, 4],
        [6, 4],
      ]),
      won('Z', 'X', [
        [7, 5],
        [7, 5],
      ]),
    ];
    // Games: X 22–14, Z 22–22, Y 12–20.
    expect(order(['Y', 'Z', 'X'], matches)).toEqual(['X', 'Z', 'Y']);
  });

  it('lets the head-to-head decide once games leave two of the three tied', () => {
    const matches = [
      won('X', 'Y', [
        [6, 4],
        [6, 4],
      ]),
      won('Y', 'Z', [
        [6, 4],
        [6, 4],
      ]),
      won('Z', 'X', [
        [6, 4],
        [6, 4],
      ]),
      won('W', 'X', [
        [6, 0],
        [6, 0],
      ]),
      won('W', 'Y', [
        [6, 0],
        [6, 0],
      ]),
      won('W', 'Z', [
        [6, 3],
        [6, 3],
      ]),
    ];
    // Sets all 2–4; games Z 26–32, X and Y 20–32, and X beat Y.
    expect(order(['W', 'Y', 'X', 'Z'], matches)).toEqual(['W', 'Z', 'X', 'Y']);
  });

  it('falls back to the order given when sets, games and results cannot separate a tie', () => {
    const matches = [
      won('X', 'Y', [
        [6, 3],
        [6, 3],
      ]),
      won('Y', 'Z', [
        [6, 3],
        [6, 3],
      ]),
      won('Z', 'X', [
        [6, 3],
        [6, 3],
      ]),
    ];
    expect(order(['X', 'Y', 'Z'], matches)).toEqual(['X', 'Y', 'Z']);
    expect(order(['Z', 'Y', 'X'], matches)).toEqual(['Z', 'Y', 'X']);
  });

  it('decides two tied who have not met by sets, then games, then the order given', () => {
    const bySets = [
      won('A', 'C', [
        [6, 0],
        [6, 0],
      ]),
      won('B', 'D', [
        [6, 0],
        [4, 6],
        [6, 0],
      ]),
    ];
    expect(order(['B', 'A', 'C', 'D'], bySets).slice(0, 2)).toEqual(['A', 'B']);
    const byGames = [
      won('A', 'C', [
        [6, 0],
        [6, 0],
      ]),
      won('B', 'D', [
        [6, 4],
        [6, 4],
      ]),
    ];
    expect(order(['B', 'A', 'C', 'D'], byGames).slice(0, 2)).toEqual(['A', 'B']);
    const identical = [
      won('A', 'C', [
        [6, 2],
        [6, 2],
      ]),
      won('B', 'D', [
        [6, 2],
        [6, 2],
      ]),
    ];
    expect(order(['B', 'A', 'C', 'D'], identical).slice(0, 2)).toEqual(['B', 'A']);
  });

  it('counts a match tie-break as one set and one game', () => {
    const [winner, loser] = rankGroup(
      ['A', 'B'],
      [
        won(
          'A',
          'B',
          [
            [6, 4],
            [4, 6],
            [10, 8],
          ],
          true,
        ),
      ],
    );
    expect(winner).toMatchObject({ setWins: 2, setLosses: 1, gameWins: 11, gameLosses: 10 });
    expect(loser).toMatchObject({ setWins: 1, setLosses: 2, gameWins: 10, gameLosses: 11 });
  });

  it('counts the games of an unfinished set without giving it to anyone (retirement)', () => {
    const [winner] = rankGroup(
      ['A', 'B'],
      [
        won('A', 'B', [
          [6, 4],
          [3, 3],
        ]),
      ],
    );
    expect(winner).toMatchObject({ setWins: 1, setLosses: 0, gameWins: 9, gameLosses: 7 });
  });

  it('reads the winner from the away side too', () => {
    const [first] = rankGroup(
      ['A', 'B'],
      [
        {
          homeId: 'A',
          awayId: 'B',
          sets: [
            [2, 6],
            [3, 6],
          ],
          winner: 'away',
        },
      ],
    );
    expect(first).toMatchObject({ id: 'B', wins: 1, setWins: 2, gameWins: 12, gameLosses: 5 });
  });

  it('leaves out matches against someone outside the group or against oneself', () => {
    const standings = rankGroup(
      ['A', 'B'],
      [
        won('A', 'Z', [
          [6, 0],
          [6, 0],
        ]),
        won('B', 'B', [
          [6, 0],
          [6, 0],
        ]),
      ],
    );
    standings.forEach((standing) => expect(standing.wins + standing.losses + standing.gameWins).toBe(0));
  });

  it.each([
    {
      name: 'two on one win: more matches played ranks first, before their head-to-head',
      // D (an alternate) beat B but played once; B won once in two.
      participants: ['A', 'B', 'C', 'D'],
      matches: [
        won('A', 'B', [
          [6, 0],
          [6, 0],
        ]),
        won('B', 'C', [
          [6, 4],
          [6, 4],
        ]),
        won('D', 'B', [
          [6, 4],
          [6, 4],
        ]),
        won('A', 'C', [
          [6, 0],
          [6, 0],
        ]),
      ],
      withdrawn: [],
      expected: ['A', 'B', 'D', 'C'],
    },
    {
      name: 'a withdrawn player ranks below everyone still in the group, even with more wins',
      participants: ['A', 'B', 'C'],
      matches: [
        won('A', 'B', [
          [6, 0],
          [6, 0],
        ]),
        won('A', 'C', [
          [6, 0],
          [6, 0],
        ]),
      ],
      withdrawn: ['A'],
      expected: ['B', 'C', 'A'],
    },
    {
      name: 'the withdrawn are ranked among themselves by the same steps',
      participants: ['A', 'B', 'C', 'D'],
      matches: [
        won('B', 'A', [
          [6, 0],
          [6, 0],
        ]),
        won('D', 'C', [
          [6, 1],
          [6, 1],
        ]),
      ],
      withdrawn: ['A', 'B'],
      expected: ['D', 'C', 'B', 'A'],
    },
    {
      name: 'three tied on wins and matches played: sets, as before',
      participants: ['A', 'B', 'C'],
      matches: [
        won('A', 'B', [
          [6, 0],
          [6, 0],
        ]),
        won('B', 'C', [
          [6, 0],
          [6, 0],
        ]),
        won('C', 'A', [
          [6, 0],
          [4, 6],
          [6, 0],
        ]),
      ],
      withdrawn: [],
      expected: ['A', 'B', 'C'],
    },
  ])('$name', ({ participants, matches, withdrawn, expected }) => {
    const standings = rankGroup(participants, matches as GroupMatchResult<string>[], { withdrawn });
    expect(standings.map((s) => s.id)).toEqual(expected);
    expect(
      standings
        .filter((s) => s.withdrawn)
        .map((s) => s.id)
        .sort(),
    ).toEqual([...withdrawn].sort());
  });

  it('ranks a group with nothing played in the order given', () => {
    expect(order(['C', 'A', 'B'], [])).toEqual(['C', 'A', 'B']);
  });

  it('refuses a participant listed twice', () => {
    expect(() => rankGroup(['A', 'A'], [])).toThrow(RangeError);
  });
});

/** A whole group of 3–8 played: each pair once, with a winner and a plausible best-of-three score. */
const playedGroups = fc.integer({ min: 3, max: 8 }).chain((n) => {
  const pairs: [number, number][] = [];
  for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) pairs.push([a, b]);
  const set = fc.constantFrom<[number, number]>([6, 0], [6, 1], [6, 2], [6, 3], [6, 4], [7, 5], [7, 6]);
  const match = fc.record({
    homeWins: fc.boolean(),
    sets: fc.oneof(fc.tuple(set, set), fc.tuple(set, set, set)),
    matchTieBreak: fc.boolean(),
  });
  return fc.tuple(fc.constant(n), fc.tuple(...pairs.map(() => match))).map(([size, results]) => {
    const matches: GroupMatchResult<number>[] = results.map((result, i) => {
      const [home, away] = pairs[i] as [number, number];
      // Sets from the winner's side: with three sets the loser took the middle one.
      const fromWinner = result.sets.map(
        ([w, l], s) => (result.sets.length === 3 && s === 1 ? [l, w] : [w, l]) as [number, number],
      );
      const sets = result.homeWins ? fromWinner : fromWinner.map(([w, l]) => [l, w] as [number, number]);
      const winner = result.homeWins ? 'home' : 'away';
      return { homeId: home, awayId: away, sets, winner, matchTieBreak: result.matchTieBreak };
    });
    return { ids: Array.from({ length: size }, (_, i) => i + 1), matches };
  });
});

/** The same match told from the other side. */
function mirrored(match: GroupMatchResult<number>): GroupMatchResult<number> {
  return {
    ...match,
    homeId: match.awayId,
    awayId: match.homeId,
    sets: match.sets.map(([home, away]) => [away, home] as const),
    winner: match.winner === 'home' ? 'away' : 'home',
  };
}

describe('rankGroup properties', () => {
  it('gives positions 1 … n to every participant exactly once, wins never rising down the table', () => {
    fc.assert(
      fc.property(playedGroups, ({ ids, matches }) => {
        const standings = rankGroup(ids, matches);
        expect(standings.map((s) => s.position)).toEqual(ids.map((_, i) => i + 1));
        expect(standings.map((s) => s.id).sort((a, b) => a - b)).toEqual(ids);
        standings.slice(1).forEach((s, i) => expect(s.wins).toBeLessThanOrEqual(standings[i]?.wins ?? 0));
        expect(standings.reduce((sum, s) => sum + s.wins, 0)).toBe(matches.length);
        expect(standings.reduce((sum, s) => sum + s.setWins - s.setLosses, 0)).toBe(0);
      }),
    );
  });

  it('does not depend on the order the matches are given in, nor on who is listed at home', () => {
    fc.assert(
      fc.property(
        playedGroups.chain((group) => {
          const count = group.matches.length;
          const shuffled = fc.shuffledSubarray(group.matches, { minLength: count });
          return fc.tuple(fc.constant(group), shuffled, fc.array(fc.boolean(), { minLength: count, maxLength: count }));
        }),
        ([{ ids, matches }, shuffled, flips]) => {
          const retold = shuffled.map((match, i) => (flips[i] ? mirrored(match) : match));
          expect(rankGroup(ids, retold)).toEqual(rankGroup(ids, matches));
        },
      ),
    );
  });

  it('puts first whoever won every match', () => {
    fc.assert(
      fc.property(playedGroups, fc.nat(), ({ ids, matches }, pick) => {
        const champion = ids[pick % ids.length] as number;
        // Retell the champion's defeats as the same scores the other way round.
        const championWinsAll = matches.map((match): GroupMatchResult<number> => {
          const championLost =
            (match.homeId === champion && match.winner === 'away') ||
            (match.awayId === champion && match.winner === 'home');
          if (!championLost) return match;
          return {
            ...match,
            winner: match.winner === 'home' ? 'away' : 'home',
            sets: match.sets.map(([h, a]) => [a, h] as const),
          };
        });
        expect(rankGroup(ids, championWinsAll)[0]?.id).toBe(champion);
      }),
    );
  });

  it('with withdrawals and unplayed matches: a total order, the same whatever order matches and withdrawals come in', () => {
    fc.assert(
      fc.property(
        playedGroups.chain((group) =>
          fc.tuple(fc.constant(group), fc.subarray(group.matches), fc.subarray(group.ids), fc.func(fc.integer())),
        ),
        ([{ ids }, played, withdrawn, key]) => {
          const standings = rankGroup(ids, played, { withdrawn });
          expect(standings.map((s) => s.position)).toEqual(ids.map((_, i) => i + 1));
          expect(standings.map((s) => s.id).sort((a, b) => a - b)).toEqual(ids);
          // Those still in the group first, and within each part wins, then matches played, never rise.
          const firstWithdrawn = standings.findIndex((s) => s.withdrawn);
          if (firstWithdrawn >= 0) expect(standings.slice(firstWithdrawn).every((s) => s.withdrawn)).toBe(true);
          standings.slice(1).forEach((s, i) => {
            const above = standings[i]!;
            if (above.withdrawn !== s.withdrawn) return;
            expect(s.wins).toBeLessThanOrEqual(above.wins);
            if (s.wins === above.wins) expect(s.wins + s.losses).toBeLessThanOrEqual(above.wins + above.losses);
          });
          const reordered = [...played].sort((a, b) => key(a.homeId * 100 + a.awayId) - key(b.homeId * 100 + b.awayId));
          expect(rankGroup(ids, reordered, { withdrawn: [...withdrawn].reverse() })).toEqual(standings);
        },
      ),
    );
  });
});
