import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRoundRobinSchedule } from './build-round-robin-schedule.js';

describe('buildRoundRobinSchedule', () => {
  it('plays a group of 4 in 3 rounds of 2 matches', () => {
    expect(buildRoundRobinSchedule(4)).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [3, 1],
        [4, 2],
      ],
      [
        [1, 2],
        [3, 4],
      ],
    ]);
  });

  it('plays a group of 3 in 3 rounds, one entrant resting each round', () => {
    expect(buildRoundRobinSchedule(3)).toEqual([[[2, 3]], [[3, 1]], [[1, 2]]]);
  });

  it('plays a pair in one match', () => {
    expect(buildRoundRobinSchedule(2)).toEqual([[[1, 2]]]);
  });

  it.each([0, 1])('has no rounds for %i entrants', (n) => {
    expect(buildRoundRobinSchedule(n)).toEqual([]);
  });

  it.each([-1, 2.5])('refuses %d entrants', (n) => {
    expect(() => buildRoundRobinSchedule(n)).toThrow(RangeError);
  });

  it('makes every pair meet exactly once, nobody twice in a round, in n − 1 or n rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (n) => {
        const rounds = buildRoundRobinSchedule(n);
        expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
        const pairs = rounds.flat().map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`));
        expect(pairs).toHaveLength((n * (n - 1)) / 2);
        expect(new Set(pairs).size).toBe(pairs.length);
        for (const round of rounds) {
          const playing = round.flat();
          expect(new Set(playing).size).toBe(playing.length);
          expect(playing.length).toBe(n % 2 === 0 ? n : n - 1);
          playing.forEach((entrant) => expect(entrant >= 1 && entrant <= n).toBe(true));
        }
      }),
    );
  });

  it('balances home and away: every entrant hosts as often as they visit, give or take one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), (n) => {
        const home = new Array<number>(n + 1).fill(0);
        const away = new Array<number>(n + 1).fill(0);
        for (const [a, b] of buildRoundRobinSchedule(n).flat()) {
          home[a] = (home[a] ?? 0) + 1;
          away[b] = (away[b] ?? 0) + 1;
        }
        for (let entrant = 1; entrant <= n; entrant++) {
          expect(Math.abs((home[entrant] ?? 0) - (away[entrant] ?? 0))).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
