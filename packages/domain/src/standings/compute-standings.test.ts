import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute-standings.js';
import type {
  ChampionshipParticipationStatus,
  StandingsMatch,
  StandingsParticipation,
  StandingsRow,
} from './standings-types.js';

type MatchSpec = [home: number, away: number, winner: 'home' | 'away', extra?: Partial<StandingsMatch>];

const participation = (
  id: number,
  atrp: number,
  status: ChampionshipParticipationStatus = 'play',
): StandingsParticipation => ({
  id,
  playerId: 100 + id,
  atrp,
  status,
});

const matches = (...specs: MatchSpec[]): StandingsMatch[] =>
  specs.map(([home, away, winner, extra], index) => ({
    id: index + 1,
    homeParticipationId: home,
    awayParticipationId: away,
    winner,
    playedAt: '2025-11-10 19:00:00',
    ...extra,
  }));

const rowOf = (rows: StandingsRow[], participationId: number): StandingsRow => {
  const row = rows.find((candidate) => candidate.participationId === participationId);
  if (row === undefined) throw new Error(`no row for participation ${participationId}`);
  return row;
};

/** The stats of a row that the rules decide, without the identity fields. */
const stats = (row: StandingsRow) => ({
  points: row.points,
  participationPoints: row.participationPoints,
  winPoints: row.winPoints,
  secondaryPoints: row.secondaryPoints,
  matchesPlayed: row.matchesPlayed,
  wins: row.wins,
  losses: row.losses,
});

const twoPlayers = [participation(1, 3.0), participation(2, 2.5)];

describe('computeStandings: how one match counts (decision 006)', () => {
  it('a normal win gives the winner participation and the loser ATRP value; the loser gets participation only', () => {
    const rows = computeStandings(twoPlayers, matches([1, 2, 'home']));
    expect(stats(rowOf(rows, 1))).toEqual({
      points: 600,
      participationPoints: 50,
      winPoints: 550,
      secondaryPoints: 0,
      matchesPlayed: 1,
      wins: 1,
      losses: 0,
    });
    expect(stats(rowOf(rows, 2))).toEqual({
      points: 50,
      participationPoints: 50,
      winPoints: 0,
      secondaryPoints: 0,
      matchesPlayed: 1,
      wins: 0,
      losses: 1,
    });
  });

  it('an away win is valued by the home side ATRP', () => {
    const rows = computeStandings(twoPlayers, matches([1, 2, 'away']));
    expect(rowOf(rows, 2).points).toBe(50 + 1550);
    expect(rowOf(rows, 1).points).toBe(50);
  });

  it('a retirement counts as a match played by both: full win for the winner, participation for the retired loser', () => {
    const rows = computeStandings(twoPlayers, matches([1, 2, 'away', { resultKind: 'ret' }]));
    expect(stats(rowOf(rows, 2))).toEqual({
      points: 1600,
      participationPoints: 50,
      winPoints: 1550,
      secondaryPoints: 0,
      matchesPlayed: 1,
      wins: 1,
      losses: 0,
    });
    expect(stats(rowOf(rows, 1))).toEqual({
      points: 50,
      participationPoints: 50,
      winPoints: 0,
      secondaryPoints: 0,
      matchesPlayed: 1,
      wins: 0,
      losses: 1,
    });
  });

  it('a default gives the winner a full played win and the defaulted loser a loss without participation or a match played', () => {
    const rows = computeStandings(twoPlayers, matches([1, 2, 'home', { resultKind: 'def' }]));
    expect(stats(rowOf(rows, 1))).toEqual({
      points: 600,
      participationPoints: 50,
      winPoints: 550,
      secondaryPoints: 0,
      matchesPlayed: 1,
      wins: 1,
      losses: 0,
    });
    expect(stats(rowOf(rows, 2))).toEqual({
      points: 0,
      participationPoints: 0,
      winPoints: 0,
      secondaryPoints: 0,
      matchesPlayed: 0,
      wins: 0,
      losses: 1,
    });
  });

  it('a walkover gives neither side points, a result or a match played', () => {
    const rows = computeStandings(twoPlayers, matches([1, 2, 'home', { resultKind: 'walkover' }]));
    for (const row of rows) {
      expect(stats(row)).toEqual({
        points: 0,
        participationPoints: 0,
        winPoints: 0,
        secondaryPoints: 0,
        matchesPlayed: 0,
        wins: 0,
        losses: 0,
      });
    }
  });

  it('a knockout match earns nothing in the standings', () => {
    const rows = computeStandings(twoPlayers, matches([1, 2, 'home', { phase: 'knockout' }]));
    expect(rows.map((row) => row.points)).toEqual([0, 0]);
    expect(rows.map((row) => row.matchesPlayed)).toEqual([0, 0]);
  });

  it('a match without a phase is a Regular Season match', () => {
    const rows = computeStandings(twoPlayers, matches([1, 2, 'home'], [1, 2, 'home', { phase: 'regular-season' }]));
    expect(rowOf(rows, 1).wins).toBe(2);
  });

  it('a win is valued by the opponent ATRP recorded on the match rather than the current one', () => {
    // Participation 2 is 2.5 now but was 2.0 when beaten; participation 1 was 3.5 then.
    const rows = computeStandings(
      twoPlayers,
      matches([1, 2, 'home', { awayAtrp: 2.0 }], [2, 1, 'home', { homeAtrp: 2.5, awayAtrp: 3.5 }]),
    );
    expect(rowOf(rows, 1).winPoints).toBe(350);
    expect(rowOf(rows, 2).winPoints).toBe(2150);
  });

  it('matches against a player who is now OFF still count for the opponent', () => {
    const rows = computeStandings([participation(1, 2.0), participation(2, 4.5, 'off')], matches([1, 2, 'home']));
    expect(rowOf(rows, 1).points).toBe(50 + 3000);
    expect(rowOf(rows, 2).points).toBe(50);
  });
});

describe('computeStandings: season caps (decision 006)', () => {
  it('gives participation points for the first 15 matches only and puts later ones in secondary points', () => {
    const opponents = [participation(1, 2.0), participation(2, 4.5)];
    const rows = computeStandings(opponents, matches(...Array.from({ length: 17 }, (): MatchSpec => [2, 1, 'away'])));
    expect(stats(rowOf(rows, 1))).toEqual({
      points: 750 + 15 * 3000,
      participationPoints: 750,
      winPoints: 45_000,
      secondaryPoints: 2 * 50 + 2 * 3000,
      matchesPlayed: 17,
      wins: 17,
      losses: 0,
    });
    expect(stats(rowOf(rows, 2))).toEqual({
      points: 750,
      participationPoints: 750,
      winPoints: 0,
      secondaryPoints: 100,
      matchesPlayed: 17,
      wins: 0,
      losses: 17,
    });
  });

  it('counts only the best 15 wins, whatever order they came in', () => {
    const field = [participation(1, 3.0), participation(2, 1.5), participation(3, 4.5)];
    const specs: MatchSpec[] = [
      ...Array.from({ length: 10 }, (): MatchSpec => [1, 2, 'home']),
      ...Array.from({ length: 10 }, (): MatchSpec => [1, 3, 'home']),
    ];
    const row = rowOf(computeStandings(field, matches(...specs)), 1);
    expect(row.winPoints).toBe(10 * 3000 + 5 * 150);
    expect(row.secondaryPoints).toBe(5 * 50 + 5 * 150);
    expect(row.points).toBe(750 + 30_750);
  });
});

describe('computeStandings: ranking and tie-breaks (decision 006)', () => {
  it('ranks by points first', () => {
    const rows = computeStandings(twoPlayers, matches([1, 2, 'away']));
    expect(rows.map((row) => [row.participationId, row.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('breaks equal points by secondary points, higher first', () => {
    // 1: 16 losses = 750 + 50 secondary; 2: 15 losses = 750 + 0 secondary.
    const field = [participation(1, 2.0), participation(2, 2.0), participation(3, 2.0, 'off')];
    const specs: MatchSpec[] = [
      ...Array.from({ length: 16 }, (): MatchSpec => [3, 1, 'home']),
      ...Array.from({ length: 15 }, (): MatchSpec => [3, 2, 'home']),
    ];
    const rows = computeStandings(field, matches(...specs));
    expect(rowOf(rows, 1).points).toBe(rowOf(rows, 2).points);
    expect(rows.map((row) => row.participationId)).toEqual([1, 2, 3]);
  });

  it('breaks equal points and secondary points by wins, more first', () => {
    // 1: two wins over 1.5 = 100 + 300 = 400; 2: one win over 2.0 = 50 + 350 = 400.
    const field = [
      participation(1, 2.0),
      participation(2, 2.0),
      participation(3, 1.5, 'off'),
      participation(4, 2.0, 'off'),
    ];
    const rows = computeStandings(field, matches([2, 4, 'home'], [1, 3, 'home'], [1, 3, 'home']));
    expect(rowOf(rows, 1).points).toBe(400);
    expect(rowOf(rows, 2).points).toBe(400);
    expect(rows.slice(0, 2).map((row) => row.participationId)).toEqual([1, 2]);
  });

  it('breaks equal points, secondary points and wins by losses, fewer first', () => {
    // 1: a win over 2.0 and four losses = 250 + 350 = 600; 2: one win over 2.5 = 50 + 550 = 600.
    const field = [
      participation(1, 2.0),
      participation(2, 2.0),
      participation(3, 2.0, 'off'),
      participation(4, 2.5, 'off'),
    ];
    const rows = computeStandings(
      field,
      matches([1, 3, 'home'], [1, 3, 'away'], [1, 3, 'away'], [1, 3, 'away'], [1, 3, 'away'], [2, 4, 'home']),
    );
    expect(rowOf(rows, 1).points).toBe(600);
    expect(rowOf(rows, 2).points).toBe(600);
    expect(rows.slice(0, 2).map((row) => row.participationId)).toEqual([2, 1]);
  });

  it('breaks a complete tie by participation id, lower first, whatever the input order', () => {
    const rows = computeStandings([participation(9, 2.0), participation(3, 3.0), participation(5, 4.5)], []);
    expect(rows.map((row) => [row.participationId, row.rank])).toEqual([
      [3, 1],
      [5, 2],
      [9, 3],
    ]);
  });

  it('puts OFF players at the bottom without a rank, keeping their stats even with the most points', () => {
    const rows = computeStandings(
      [participation(1, 2.0, 'off'), participation(2, 4.5), participation(3, 3.0)],
      matches([1, 2, 'home']),
    );
    expect(rows.map((row) => [row.participationId, row.rank, row.status])).toEqual([
      [2, 1, 'play'],
      [3, 2, 'play'],
      [1, null, 'off'],
    ]);
    expect(rowOf(rows, 1).points).toBe(3050);
    expect(rowOf(rows, 1).wins).toBe(1);
  });

  it('keeps INJURY/PAUSE players in the ranking by their points', () => {
    const rows = computeStandings([participation(1, 2.0, 'pause'), participation(2, 3.0)], matches([1, 2, 'home']));
    expect(rows.map((row) => [row.participationId, row.rank, row.status])).toEqual([
      [1, 1, 'pause'],
      [2, 2, 'play'],
    ]);
  });

  it('gives every row its participation, player, ATRP and status', () => {
    const [row] = computeStandings([{ id: 7, playerId: 70, atrp: 3.5, status: 'pause' }], []);
    expect(row).toEqual({
      rank: 1,
      participationId: 7,
      playerId: 70,
      atrp: 3.5,
      status: 'pause',
      points: 0,
      participationPoints: 0,
      winPoints: 0,
      secondaryPoints: 0,
      matchesPlayed: 0,
      wins: 0,
      losses: 0,
      knockoutEligible: false,
    });
  });

  it('returns an empty table for a championship without participations', () => {
    expect(computeStandings([], [])).toEqual([]);
  });
});

describe('computeStandings: knockout eligibility (decision 006)', () => {
  it('marks a participation with 15 Regular Season matches played as eligible', () => {
    const rows = computeStandings(
      twoPlayers,
      matches(...Array.from({ length: 15 }, (_, i): MatchSpec => [1, 2, i % 2 === 0 ? 'home' : 'away'])),
    );
    expect(rows.map((row) => row.knockoutEligible)).toEqual([true, true]);
  });

  it('does not count walkovers, defaults suffered or knockout matches towards the 15', () => {
    const specs: MatchSpec[] = [
      ...Array.from({ length: 14 }, (): MatchSpec => [1, 2, 'home']),
      [1, 2, 'home', { resultKind: 'def' }],
      [1, 2, 'home', { resultKind: 'walkover' }],
      [1, 2, 'home', { phase: 'knockout' }],
    ];
    const rows = computeStandings(twoPlayers, matches(...specs));
    expect(rowOf(rows, 1)).toMatchObject({ matchesPlayed: 15, knockoutEligible: true });
    expect(rowOf(rows, 2)).toMatchObject({ matchesPlayed: 14, losses: 15, knockoutEligible: false });
  });
});

describe('computeStandings: the UNDER 2.5 league (decision 006)', () => {
  const field = [
    participation(1, 3.0),
    participation(2, 2.5),
    participation(3, 1.5),
    participation(4, 2.0, 'off'),
    participation(5, 2.0),
  ];
  const season = matches([2, 1, 'home'], [3, 2, 'home'], [4, 5, 'home']);

  it('ranks only the ATRP 1.5 to 2.5 participations, among themselves', () => {
    const rows = computeStandings(field, season, { league: 'under-2.5' });
    expect(rows.map((row) => [row.participationId, row.rank])).toEqual([
      [2, 1],
      [3, 2],
      [5, 3],
      [4, null],
    ]);
  });

  it('gives the same points as OPEN, wins over higher-rated players included', () => {
    const open = computeStandings(field, season);
    const under = computeStandings(field, season, { league: 'under-2.5' });
    for (const row of under) {
      expect(stats(row)).toEqual(stats(rowOf(open, row.participationId)));
    }
    expect(rowOf(under, 2).winPoints).toBe(1550);
  });

  it('OPEN is the default league', () => {
    expect(computeStandings(field, season)).toEqual(computeStandings(field, season, { league: 'open' }));
    expect(computeStandings(field, season)).toHaveLength(5);
  });
});

describe('computeStandings: input it refuses (decision 006)', () => {
  it('rejects a match naming a participation that was not given', () => {
    expect(() => computeStandings(twoPlayers, matches([1, 3, 'home']))).toThrow(/match 1 names a participation/);
  });

  it('rejects such a match even in the knockouts', () => {
    expect(() => computeStandings(twoPlayers, matches([3, 1, 'home', { phase: 'knockout' }]))).toThrow(RangeError);
  });

  it('rejects a match of a participation against itself', () => {
    expect(() => computeStandings(twoPlayers, matches([1, 1, 'home']))).toThrow(/against itself/);
  });

  it('rejects a participation given twice', () => {
    expect(() => computeStandings([participation(1, 3.0), participation(1, 2.0)], [])).toThrow(/given twice/);
  });

  it('rejects a participation without a valid ATRP', () => {
    expect(() => computeStandings([participation(1, 0)], [])).toThrow(/ATRP/);
  });

  it('rejects an ATRP recorded on a match that is not a level', () => {
    expect(() => computeStandings(twoPlayers, matches([1, 2, 'home', { awayAtrp: 5 }]))).toThrow(/ATRP/);
  });

  it('rejects a match without a winner', () => {
    const [match] = matches([1, 2, 'home']);
    const undecided = { ...match, winner: null } as unknown as StandingsMatch;
    expect(() => computeStandings(twoPlayers, [undecided])).toThrow(/no winner/);
  });

  it('rejects an unknown result kind', () => {
    const [match] = matches([1, 2, 'home']);
    const odd = { ...match, resultKind: 'abandoned' } as unknown as StandingsMatch;
    expect(() => computeStandings(twoPlayers, [odd])).toThrow(/unknown result kind abandoned/);
  });
});

describe('computeStandings: a hand-computed season', () => {
  // 1: 3.0 PLAY, 2: 2.5 PLAY, 3: 2.0 PAUSE, 4: 4.0 OFF, 5: 1.5 PLAY, 6: 3.5 PLAY without matches.
  const field = [
    participation(1, 3.0),
    participation(2, 2.5),
    participation(3, 2.0, 'pause'),
    participation(4, 4.0, 'off'),
    participation(5, 1.5),
    participation(6, 3.5),
  ];
  const season = matches(
    [1, 2, 'home'], // 1 beats 2 (2.5): 1 +50 +550, 2 +50
    [2, 1, 'home', { resultKind: 'ret' }], // 1 retires: 2 +50 +1550, 1 +50
    [3, 5, 'home', { resultKind: 'def' }], // 5 defaulted: 3 +50 +150, 5 a loss only
    [4, 1, 'home'], // 4 beats 1 (3.0): 4 +50 +1550, 1 +50
    [2, 4, 'home'], // 2 beats OFF 4 (4.0): 2 +50 +2650, 4 +50
    [5, 3, 'home', { resultKind: 'walkover' }], // nothing
    [1, 3, 'home', { phase: 'knockout' }], // nothing
    [5, 2, 'home', { awayAtrp: 2.0 }], // 5 beats 2, then 2.0: 5 +50 +350, 2 +50
  );

  it('gives every row to the point', () => {
    const base = { participationPoints: 0, secondaryPoints: 0, knockoutEligible: false };
    expect(computeStandings(field, season)).toEqual([
      {
        ...base,
        rank: 1,
        participationId: 2,
        playerId: 102,
        atrp: 2.5,
        status: 'play',
        points: 4400,
        participationPoints: 200,
        winPoints: 4200,
        matchesPlayed: 4,
        wins: 2,
        losses: 2,
      },
      {
        ...base,
        rank: 2,
        participationId: 1,
        playerId: 101,
        atrp: 3.0,
        status: 'play',
        points: 700,
        participationPoints: 150,
        winPoints: 550,
        matchesPlayed: 3,
        wins: 1,
        losses: 2,
      },
      {
        ...base,
        rank: 3,
        participationId: 5,
        playerId: 105,
        atrp: 1.5,
        status: 'play',
        points: 400,
        participationPoints: 50,
        winPoints: 350,
        matchesPlayed: 1,
        wins: 1,
        losses: 1,
      },
      {
        ...base,
        rank: 4,
        participationId: 3,
        playerId: 103,
        atrp: 2.0,
        status: 'pause',
        points: 200,
        participationPoints: 50,
        winPoints: 150,
        matchesPlayed: 1,
        wins: 1,
        losses: 0,
      },
      {
        ...base,
        rank: 5,
        participationId: 6,
        playerId: 106,
        atrp: 3.5,
        status: 'play',
        points: 0,
        winPoints: 0,
        matchesPlayed: 0,
        wins: 0,
        losses: 0,
      },
      {
        ...base,
        rank: null,
        participationId: 4,
        playerId: 104,
        atrp: 4.0,
        status: 'off',
        points: 1650,
        participationPoints: 100,
        winPoints: 1550,
        matchesPlayed: 2,
        wins: 1,
        losses: 1,
      },
    ]);
  });

  it('gives the UNDER 2.5 table of the same season', () => {
    expect(
      computeStandings(field, season, { league: 'under-2.5' }).map((row) => [
        row.rank,
        row.participationId,
        row.points,
      ]),
    ).toEqual([
      [1, 2, 4400],
      [2, 5, 400],
      [3, 3, 200],
    ]);
  });
});
