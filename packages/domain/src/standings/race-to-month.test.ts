import { describe, expect, it } from 'vitest';
import { raceToMonth } from './race-to-month.js';
import type {
  ChampionshipParticipationStatus,
  RaceRow,
  StandingsMatch,
  StandingsParticipation,
} from './standings-types.js';

type MatchSpec = [
  home: number,
  away: number,
  winner: 'home' | 'away',
  playedAt: string,
  extra?: Partial<StandingsMatch>,
];

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
  specs.map(([home, away, winner, playedAt, extra], index) => ({
    id: index + 1,
    homeParticipationId: home,
    awayParticipationId: away,
    winner,
    playedAt,
    ...extra,
  }));

const summary = (rows: RaceRow[]) => rows.map((row) => [row.rank, row.participationId, row.points]);

const november2025 = { year: 2025, month: 11 };
const field = [participation(1, 3.0), participation(2, 2.5), participation(3, 2.0, 'off'), participation(4, 4.5)];

describe('raceToMonth (decision 006)', () => {
  it('counts the matches played in the month by Athens wall time, edges included', () => {
    const rows = raceToMonth(
      field,
      matches(
        [1, 2, 'home', '2025-10-31 23:59:59'],
        [1, 2, 'home', '2025-11-01 00:00:00'],
        [2, 1, 'home', '2025-11-30 23:59:59'],
        [2, 1, 'home', '2025-12-01 00:00:00'],
        [2, 1, 'home', '2024-11-15 20:00:00'],
      ),
      november2025,
    );
    expect(rows).toEqual([
      {
        rank: 1,
        participationId: 2,
        playerId: 102,
        atrp: 2.5,
        status: 'play',
        points: 1650,
        participationPoints: 100,
        winPoints: 1550,
        secondaryPoints: 0,
        matchesPlayed: 2,
        wins: 1,
        losses: 1,
      },
      {
        rank: 2,
        participationId: 1,
        playerId: 101,
        atrp: 3.0,
        status: 'play',
        points: 650,
        participationPoints: 100,
        winPoints: 550,
        secondaryPoints: 0,
        matchesPlayed: 2,
        wins: 1,
        losses: 1,
      },
    ]);
  });

  it('starts every month from zero: participation is paid again after 15 matches in earlier months', () => {
    const october = Array.from({ length: 15 }, (): MatchSpec => [1, 2, 'home', '2025-10-10 18:00:00']);
    const rows = raceToMonth(field, matches(...october, [1, 2, 'away', '2025-11-10 18:00:00']), november2025);
    expect(summary(rows)).toEqual([
      [1, 2, 50 + 1550],
      [2, 1, 50],
    ]);
  });

  it('applies the caps within the month: 15 participations and the best 15 wins', () => {
    const specs = Array.from({ length: 17 }, (): MatchSpec => [4, 2, 'home', '2025-11-12 18:00:00']);
    const rows = raceToMonth(field, matches(...specs), november2025);
    expect(rows[0]).toMatchObject({
      participationId: 4,
      points: 750 + 15 * 550,
      secondaryPoints: 2 * 50 + 2 * 550,
      matchesPlayed: 17,
    });
  });

  it('lists only participations with a win or a loss in the month, a default suffered included', () => {
    const rows = raceToMonth(
      field,
      matches(
        [1, 2, 'home', '2025-11-05 18:00:00', { resultKind: 'def' }],
        [4, 1, 'home', '2025-11-06 18:00:00', { resultKind: 'walkover' }],
        [4, 2, 'home', '2025-11-07 18:00:00', { phase: 'knockout' }],
      ),
      november2025,
    );
    expect(rows.map((row) => [row.participationId, row.points, row.matchesPlayed, row.losses])).toEqual([
      [1, 600, 1, 0],
      [2, 0, 0, 1],
    ]);
  });

  it('ranks the month like the standings: OFF last without a rank', () => {
    const rows = raceToMonth(
      field,
      matches([3, 4, 'home', '2025-11-05 18:00:00'], [1, 2, 'home', '2025-11-06 18:00:00']),
      november2025,
    );
    expect(summary(rows)).toEqual([
      [1, 1, 600],
      [2, 2, 50],
      [3, 4, 50],
      [null, 3, 3050],
    ]);
  });

  it('ranks the UNDER 2.5 race among ATRP 1.5 to 2.5 only', () => {
    const rows = raceToMonth(
      field,
      matches([3, 4, 'home', '2025-11-05 18:00:00'], [2, 1, 'home', '2025-11-06 18:00:00']),
      { ...november2025, league: 'under-2.5' },
    );
    expect(summary(rows)).toEqual([
      [1, 2, 1600],
      [null, 3, 3050],
    ]);
  });

  it('is empty in a month without Regular Season matches', () => {
    expect(
      raceToMonth(field, matches([1, 2, 'home', '2025-06-10 18:00:00', { phase: 'knockout' }]), {
        year: 2025,
        month: 6,
      }),
    ).toEqual([]);
  });

  it.each([
    { year: 2025, month: 0 },
    { year: 2025, month: 13 },
    { year: 2025, month: 1.5 },
    { year: 2025.5, month: 1 },
  ])('rejects %j, which is not a calendar month', (month) => {
    expect(() => raceToMonth(field, [], month)).toThrow(RangeError);
  });

  it('rejects a Regular Season match whose date is an instant rather than Athens wall time', () => {
    expect(() => raceToMonth(field, matches([1, 2, 'home', '2025-10-31T22:30:00Z']), november2025)).toThrow(
      /Europe\/Athens/,
    );
  });
});
