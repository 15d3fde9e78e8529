/**
 * The rounds of a group by the circle method: entrant 1 stays put while the
 * others turn one place a round, and each round pairs opposite places. Every
 * pair meets exactly once, in n − 1 rounds (n even) or n rounds (n odd, where
 * the entrant paired with the empty place rests that round).
 *
 * Entrants are 1-based numbers (a group's positions); each pair is [home, away].
 * Entrant 1 alternates home and away so the fixed place does not always host;
 * with that, every entrant hosts as often as they visit, give or take one.
 */
export function buildRoundRobinSchedule(n: number): [number, number][][] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`A group has a whole number of entrants, not ${n}`);
  if (n < 2) return [];
  const places = n % 2 === 0 ? n : n + 1;
  const turning = Array.from({ length: places - 1 }, (_, i) => i + 2);
  const rounds: [number, number][][] = [];
  for (let round = 0; round < places - 1; round++) {
    const circle = [1, ...turning];
    const pairs: [number, number][] = [];
    for (let i = 0; i < places / 2; i++) {
      const a = circle[i] as number;
      const b = circle[places - 1 - i] as number;
      if (a > n || b > n) continue;
      pairs.push(i === 0 && round % 2 === 1 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
    turning.unshift(turning.pop() as number);
  }
  return rounds;
}
