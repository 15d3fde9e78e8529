import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchWorth } from './match-worth.js';
import type { StandingsMatch, StandingsParticipation } from './standings-types.js';

const participation = (id: number, atrp: number): StandingsParticipation => ({
  id,
  playerId: 100 + id,
  atrp,
  status: 'play',
});

const result = (id: number, home: number, away: number, winner: 'home' | 'away', playedAt = '2025-11-10 19:00:00') => ({
  id,
  homeParticipationId: home,
  awayParticipationId: away,
  winner,
  playedAt,
});

// A season by hand: 1 (3.0) beat 2 (2.5), 3 (2.0) beat 2, 4 (3.5) beat 1.
// Points: 4 → 1550 + 50 = 1600, 1 → 550 + 100 = 650, 3 → 550 + 50 = 600, 2 → 100.
const PARTICIPATIONS = [participation(1, 3), participation(2, 2.5), participation(3, 2), participation(4, 3.5)];
const SEASON: StandingsMatch[] = [result(1, 1, 2, 'home'), result(2, 3, 2, 'home'), result(3, 4, 1, 'home')];

describe('matchWorth', () => {
  it('gives each side the value of the win and the places it would reach', () => {
    const worth = matchWorth(PARTICIPATIONS, SEASON, {
      homeParticipationId: 2,
      awayParticipationId: 4,
      playedAt: '2025-11-20 19:00:00',
    });
    // The last in OPEN beating the leader (3.5): 2150 + 50 takes them to 2300, first everywhere.
    expect(worth.home).toEqual({
      participationId: 2,
      winValue: 2150,
      pointsGained: 2200,
      entersBestFifteen: true,
      open: { before: 4, after: 1 },
      under: { before: 2, after: 1 },
      race: { before: 4, after: 1 },
    });
    // The leader beating a 2.5 stays first; a 3.5 is not in the UNDER 2.5 league.
    expect(worth.away).toEqual({
      participationId: 4,
      winValue: 550,
      pointsGained: 600,
      entersBestFifteen: true,
      open: { before: 1, after: 1 },
      under: null,
      race: { before: 1, after: 1 },
    });
  });

  it('says so when fifteen better wins leave the new one out: no points, only secondary ones', () => {
    const many = [participation(1, 2), participation(2, 4.5), participation(3, 1.5)];
    const wins = Array.from({ length: 15 }, (_, i) => result(i + 1, 1, 2, 'home'));
    const worth = matchWorth(many, wins, {
      homeParticipationId: 1,
      awayParticipationId: 3,
      playedAt: '2025-11-20 19:00:00',
    });
    expect(worth.home).toMatchObject({ winValue: 150, pointsGained: 0, entersBestFifteen: false });
  });

  it("counts the race of the match's own month, where nobody has played yet", () => {
    const worth = matchWorth(PARTICIPATIONS, SEASON, {
      homeParticipationId: 3,
      awayParticipationId: 1,
      playedAt: '2025-12-02 19:00:00',
    });
    expect(worth.home.race).toEqual({ before: null, after: 1 });
    expect(worth.away.race).toEqual({ before: null, after: 1 });
  });

  it('refuses a side that is not in the championship', () => {
    expect(() =>
      matchWorth(PARTICIPATIONS, SEASON, {
        homeParticipationId: 9,
        awayParticipationId: 1,
        playedAt: '2025-11-20 19:00:00',
      }),
    ).toThrow(RangeError);
  });

  it('never lowers a place nor takes points away, in any season', () => {
    const levels = [1.5, 2, 2.5, 3, 3.5, 4, 4.5];
    const season = fc
      .tuple(
        fc.array(fc.constantFrom(...levels), { minLength: 2, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean(), fc.integer({ min: 1, max: 28 })), { maxLength: 40 }),
        fc.nat(),
        fc.nat(),
      )
      .map(([atrps, games, a, b]) => {
        const parts = atrps.map((atrp, i) => participation(i + 1, atrp));
        const n = parts.length;
        const matches = games
          .map(([h, w, homeWins, day], i) => [h % n, (h + 1 + (w % (n - 1))) % n, homeWins, day, i] as const)
          .map(([h, w, homeWins, day, i]) =>
            result(i + 1, h + 1, w + 1, homeWins ? 'home' : 'away', `2025-11-${String(day).padStart(2, '0')} 19:00:00`),
          );
        const home = (a % n) + 1;
        const away = ((a + 1 + (b % (n - 1))) % n) + 1;
        return { parts, matches, home, away };
      });
    fc.assert(
      fc.property(season, ({ parts, matches, home, away }) => {
        const worth = matchWorth(parts, matches, {
          homeParticipationId: home,
          awayParticipationId: away,
          playedAt: '2025-11-29 19:00:00',
        });
        for (const side of [worth.home, worth.away]) {
          expect(side.pointsGained).toBeGreaterThanOrEqual(0);
          expect(side.open.after).not.toBeNull();
          if (side.open.before !== null) expect(side.open.after!).toBeLessThanOrEqual(side.open.before);
          if (side.entersBestFifteen) expect(side.pointsGained).toBeGreaterThan(0);
        }
      }),
    );
  });
});
