import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupLetter } from './group-letter.js';
import { CROSSOVER_MESSAGES, crossoverPlacement, type CrossoverEntry } from './crossover.js';

const LETTER = (group: number) => groupLetter(group + 1);
/** The first round as "Α1–Β2" pairs, a bye as "bye". */
function firstRound(lines: readonly (CrossoverEntry | null)[]): string[] {
  const name = (e: CrossoverEntry | null | undefined) => (e ? `${LETTER(e.group)}${e.place}` : 'bye');
  const pairs: string[] = [];
  for (let i = 0; i < lines.length; i += 2) pairs.push(`${name(lines[i])}–${name(lines[i + 1])}`);
  return pairs;
}
function placed(groupCount: number, drawSize: number, smallestGroup = 4) {
  const result = crossoverPlacement({ groupCount, drawSize, smallestGroup });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('crossoverPlacement', () => {
  it.each([
    [2, 2, 4, ['Α1–Β1']],
    [2, 4, 4, ['Α1–Β2', 'Α2–Β1']],
    [4, 8, 4, ['Α1–Β2', 'Γ1–Δ2', 'Α2–Δ1', 'Γ2–Β1']],
    [3, 4, 4, ['Α1–bye', 'Γ1–Β1']],
    [3, 8, 4, ['Α1–bye', 'Γ1–Β2', 'Α2–Γ2', 'bye–Β1']],
    [2, 8, 4, ['Α1–Β2', 'Α3–Β3', 'Α2–Β4', 'Α4–Β1']],
    [8, 16, 3, ['Α1–Β2', 'Δ2–Ε1', 'Γ1–Η2', 'Θ2–Ζ1', 'Η1–Α2', 'Γ2–Δ1', 'Θ1–Ε2', 'Ζ2–Β1']],
  ])('%i groups into a draw of %i (groups of %i): %j', (groupCount, drawSize, smallestGroup, expected) => {
    expect(firstRound(placed(groupCount, drawSize, smallestGroup).lines)).toEqual(expected);
  });

  it.each([
    [{ groupCount: 5, drawSize: 4, smallestGroup: 4 }, CROSSOVER_MESSAGES.tooManyGroups],
    [{ groupCount: 2, drawSize: 16, smallestGroup: 3 }, CROSSOVER_MESSAGES.tooFewQualifiers],
  ])('refuses %j in Greek', (input, message) => {
    expect(crossoverPlacement(input)).toEqual({ ok: false, message });
  });

  const setups = fc
    .record({
      drawSize: fc.constantFrom(2, 4, 8, 16),
      groupCount: fc.integer({ min: 1, max: 16 }),
      smallestGroup: fc.integer({ min: 3, max: 8 }),
    })
    .filter((s) => s.groupCount <= s.drawSize);

  it('fills every line once: each qualifier of each group exactly once, byes only against group winners', () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const result = crossoverPlacement(setup);
        if (!result.ok) return;
        const { lines, qualifiersPerGroup: q } = result;
        expect(lines).toHaveLength(setup.drawSize);
        const names = lines.filter((e): e is CrossoverEntry => e !== null).map((e) => `${e.group}:${e.place}`);
        const expected: string[] = [];
        for (let g = 0; g < setup.groupCount; g++) for (let p = 1; p <= q; p++) expected.push(`${g}:${p}`);
        expect(names.sort()).toEqual(expected.sort());
        lines.forEach((entry, i) => {
          if (entry === null) expect(lines[i % 2 === 0 ? i + 1 : i - 1]?.place).toBe(1);
        });
      }),
    );
  });

  it('puts the winners of groups Α and Β in opposite halves, and no two of a group in one first-round match', () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const result = crossoverPlacement(setup);
        if (!result.ok || setup.groupCount < 2) return;
        const { lines } = result;
        const lineOf = (group: number, place: number) =>
          lines.findIndex((e) => e?.group === group && e.place === place) + 1;
        const half = (line: number) => line <= setup.drawSize / 2;
        expect(half(lineOf(0, 1))).not.toBe(half(lineOf(1, 1)));
        for (let i = 0; i < lines.length; i += 2) {
          const [home, away] = [lines[i], lines[i + 1]];
          if (home && away) expect(home.group).not.toBe(away.group);
        }
      }),
    );
  });

  it('with 2, 4 or 8 groups and two from each, every runner-up is in the half opposite their winner', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 4, 8), fc.integer({ min: 3, max: 8 }), (groupCount, smallestGroup) => {
        const drawSize = groupCount * 2;
        const { lines } = placed(groupCount, drawSize, smallestGroup);
        const half = (line: number) => line <= drawSize / 2;
        for (let group = 0; group < groupCount; group++) {
          const winner = lines.findIndex((e) => e?.group === group && e.place === 1) + 1;
          const runnerUp = lines.findIndex((e) => e?.group === group && e.place === 2) + 1;
          expect(half(runnerUp)).not.toBe(half(winner));
        }
      }),
    );
  });
});
