import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute-standings.js';
import { raceToMonth } from './race-to-month.js';
import type { StandingsMatch, StandingsParticipation, StandingsRow } from './standings-types.js';

const atrpArb = fc.constantFrom(1.5, 2, 2.5, 3, 3.5, 4, 4.5);
const pad = (value: number): string => String(value).padStart(2, '0');

/** A championship of `minPlayers`..`maxPlayers` participations and up to `maxMatches` concluded matches of every kind. */
const seasonArb = (minPlayers: number, maxPlayers: number, maxMatches: number) =>
  fc.integer({ min: minPlayers, max: maxPlayers }).chain((count) =>
    fc.record({
      participations: fc.tuple(
        ...Array.from({ length: count }, (_, index) =>
          fc
            .record({ atrp: atrpArb, status: fc.constantFrom('play' as const, 'pause' as const, 'off' as const) })
            .map((fields): StandingsParticipation => ({ id: index + 1, playerId: 1000 + index, ...fields })),
        ),
      ),
      matches: fc
        .array(
          fc.record({
            home: fc.integer({ min: 1, max: count }),
            step: fc.integer({ min: 1, max: count - 1 }),
            winner: fc.constantFrom('home' as const, 'away' as const),
            phase: fc.constantFrom(undefined, 'regular-season' as const, 'knockout' as const),
            resultKind: fc.constantFrom(
              undefined,
              'normal' as const,
              'ret' as const,
              'def' as const,
              'walkover' as const,
            ),
            homeAtrp: fc.option(atrpArb, { nil: undefined }),
            awayAtrp: fc.option(atrpArb, { nil: undefined }),
            year: fc.constantFrom(2025, 2026),
            month: fc.integer({ min: 1, max: 12 }),
            day: fc.integer({ min: 1, max: 28 }),
          }),
          { maxLength: maxMatches },
        )
        .map((specs) =>
          specs.map(({ home, step, year, month, day, ...rest }, index): StandingsMatch => ({
            id: index + 1,
            homeParticipationId: home,
            // Stepping round the field never lands on the home side itself.
            awayParticipationId: ((home - 1 + step) % count) + 1,
            playedAt: `${year}-${pad(month)}-${pad(day)} 19:30:00`,
            ...rest,
          })),
        ),
    }),
  );

/** The same season with participations and matches in another order. */
const reorderedSeasonArb = seasonArb(2, 10, 120).chain((season) =>
  fc.record({
    season: fc.constant(season),
    participations: fc.shuffledSubarray(season.participations, { minLength: season.participations.length }),
    matches: fc.shuffledSubarray(season.matches, { minLength: season.matches.length }),
  }),
);

const expectRankedThenOff = (rows: StandingsRow[]): void => {
  const firstOff = rows.findIndex((row) => row.status === 'off');
  const ranked = firstOff === -1 ? rows : rows.slice(0, firstOff);
  const off = firstOff === -1 ? [] : rows.slice(firstOff);
  expect(ranked.map((row) => row.rank)).toEqual(ranked.map((_, index) => index + 1));
  expect(off.every((row) => row.status === 'off' && row.rank === null)).toBe(true);
};

describe('computeStandings properties (decision 006)', () => {
  it('gives the same table whatever order the matches and participations arrive in', () => {
    fc.assert(
      fc.property(reorderedSeasonArb, ({ season, participations, matches }) => {
        expect(computeStandings(participations, matches)).toEqual(
          computeStandings(season.participations, season.matches),
        );
        expect(computeStandings(participations, matches, { league: 'under-2.5' })).toEqual(
          computeStandings(season.participations, season.matches, { league: 'under-2.5' }),
        );
      }),
    );
  });

  it('never gives more than 15 × 3000 + 15 × 50 points, and points are participation plus win points', () => {
    // Few players and many matches, so the caps are reached often.
    fc.assert(
      fc.property(seasonArb(2, 4, 300), ({ participations, matches }) => {
        for (const row of computeStandings(participations, matches)) {
          expect(row.points).toBeLessThanOrEqual(15 * 3000 + 15 * 50);
          expect(row.participationPoints).toBe(50 * Math.min(15, row.matchesPlayed));
          expect(row.winPoints).toBeLessThanOrEqual(15 * 3000);
          expect(row.points).toBe(row.participationPoints + row.winPoints);
        }
      }),
    );
  });

  it('ranks PLAY and PAUSE rows 1..n without gaps and puts every OFF row after them, in both leagues', () => {
    fc.assert(
      fc.property(seasonArb(2, 12, 80), ({ participations, matches }) => {
        const open = computeStandings(participations, matches);
        expect(open).toHaveLength(participations.length);
        expectRankedThenOff(open);
        expectRankedThenOff(computeStandings(participations, matches, { league: 'under-2.5' }));
      }),
    );
  });

  it('orders every ranked row by points, higher first', () => {
    fc.assert(
      fc.property(seasonArb(2, 12, 80), ({ participations, matches }) => {
        const ranked = computeStandings(participations, matches).filter((row) => row.status !== 'off');
        for (let index = 1; index < ranked.length; index += 1) {
          expect(ranked[index - 1]!.points).toBeGreaterThanOrEqual(ranked[index]!.points);
        }
      }),
    );
  });

  it('the UNDER 2.5 table is the OPEN table restricted to ATRP 1.5 to 2.5, with the same points', () => {
    fc.assert(
      fc.property(seasonArb(2, 12, 80), ({ participations, matches }) => {
        const open = computeStandings(participations, matches);
        const under = computeStandings(participations, matches, { league: 'under-2.5' });
        const strip = ({ rank: _rank, ...row }: StandingsRow) => row;
        expect(under.map(strip)).toEqual(open.filter((row) => row.atrp <= 2.5).map(strip));
      }),
    );
  });

  it('a participation is knockout-eligible exactly when it played 15 Regular Season matches', () => {
    fc.assert(
      fc.property(seasonArb(2, 3, 120), ({ participations, matches }) => {
        for (const row of computeStandings(participations, matches)) {
          expect(row.knockoutEligible).toBe(row.matchesPlayed >= 15);
        }
      }),
    );
  });

  it('the monthly races add up to the season: matches played, wins and losses', () => {
    fc.assert(
      fc.property(seasonArb(2, 8, 80), ({ participations, matches }) => {
        const totals = new Map<number, [number, number, number]>();
        for (const year of [2025, 2026]) {
          for (let month = 1; month <= 12; month += 1) {
            for (const row of raceToMonth(participations, matches, { year, month })) {
              const [played, wins, losses] = totals.get(row.participationId) ?? [0, 0, 0];
              totals.set(row.participationId, [played + row.matchesPlayed, wins + row.wins, losses + row.losses]);
            }
          }
        }
        for (const row of computeStandings(participations, matches)) {
          expect(totals.get(row.participationId) ?? [0, 0, 0]).toEqual([row.matchesPlayed, row.wins, row.losses]);
        }
      }),
    );
  });
});
