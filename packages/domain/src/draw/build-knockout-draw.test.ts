import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildKnockoutDraw, type KnockoutDrawInput } from './build-knockout-draw.js';
import { drawSizeOptions } from './compute-draw-size.js';
import { drawMatchState, isByeMatch } from './draw-match-state.js';
import type { DrawMatch, DrawSlot, KnockoutDraw } from './knockout-draw.js';
import { seedCount } from './seed-count.js';
import { validateDrawSetup } from './validate-draw-setup.js';

function lot(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);

/** The first-round slots in line order: lines[0] is line 1. */
function lines(draw: KnockoutDraw): DrawSlot[] {
  return draw.matches.slice(0, draw.drawSize / 2).flatMap((match) => [match.home, match.away]);
}

/** A draw input that always fits: 1–drawSize/4 seeds, qualifiers, unseeded, at least half the lines filled. */
const drawInputs = fc
  .record({
    drawSize: fc.constantFrom(4, 8, 16, 32, 64, 128),
    seedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    qualifierShare: fc.double({ min: 0, max: 0.25, noNaN: true }),
    fillShare: fc.double({ min: 0.5, max: 1.3, noNaN: true }),
    seed: fc.integer(),
  })
  .map(({ drawSize, seedShare, qualifierShare, fillShare, seed }): KnockoutDrawInput => {
    const seeds = Math.floor(seedShare * (drawSize / 4));
    const qualifiers = Math.floor(qualifierShare * drawSize);
    const total = Math.max(Math.ceil(drawSize / 2), Math.floor(fillShare * drawSize));
    const unseeded = Math.max(0, total - seeds - qualifiers);
    return {
      drawSize,
      seeded: range(1, seeds),
      unseeded: range(1000, unseeded),
      qualifierMatches: qualifiers,
      random: lot(seed),
    };
  });

/**
 * The round in which two lines can first meet: a match of phase p covers a
 * section of 2 × drawSize / p lines, so the smallest section holding both
 * lines names the round.
 */
function meetingPhase(drawSize: number, a: number, b: number): number {
  let section = 2;
  while (Math.ceil(a / section) !== Math.ceil(b / section)) section *= 2;
  return (2 * drawSize) / section;
}

describe('meetingPhase (test helper)', () => {
  it.each([
    [1, 2, 16],
    [1, 3, 8],
    [1, 9, 2],
    [8, 9, 2],
    [5, 8, 8],
    [1, 5, 4],
  ])('lines %i and %i of a 16 draw meet in phase %i', (a, b, phase) => {
    expect(meetingPhase(16, a, b)).toBe(phase);
  });
});

describe('buildKnockoutDraw', () => {
  it('makes a 16 draw with 4 seeds, 8 unseeded and 2 qualifier slots, byes to the top seeds', () => {
    const draw = buildKnockoutDraw({
      drawSize: 16,
      seeded: [1, 2, 3, 4],
      unseeded: range(5, 8),
      qualifierMatches: 2,
      random: lot(1),
    });
    const slots = lines(draw);
    expect(slots[0]).toEqual({ kind: 'participant', id: 1, seed: 1, qualifier: null });
    expect(slots[15]).toEqual({ kind: 'participant', id: 2, seed: 2, qualifier: null });
    expect(slots[1]).toEqual({ kind: 'bye' });
    expect(slots[14]).toEqual({ kind: 'bye' });
    expect(slots.filter((slot) => slot.kind === 'bye')).toHaveLength(2);
    expect(
      slots.filter((slot) => slot.kind === 'qualifier').map((slot) => slot.kind === 'qualifier' && slot.qualifier),
    ).toEqual([1, 2]);
    expect(draw.qualifierMatches.map((match) => [match.aa, match.order, match.tournamentPhase])).toEqual([
      [-1, 1, 32],
      [-2, 2, 32],
    ]);
    expect(draw.unplaced).toEqual([]);
  });

  it('numbers the matches round by round with the final as phase 2 and match drawSize − 1', () => {
    const draw = buildKnockoutDraw({
      drawSize: 8,
      seeded: [1, 2],
      unseeded: range(3, 6),
      qualifierMatches: 0,
      random: lot(2),
    });
    expect(draw.matches.map((match) => [match.aa, match.tournamentPhase, match.order, match.next])).toEqual([
      [1, 8, 1, { aa: 5, side: 'home' }],
      [2, 8, 2, { aa: 5, side: 'away' }],
      [3, 8, 3, { aa: 6, side: 'home' }],
      [4, 8, 4, { aa: 6, side: 'away' }],
      [5, 4, 1, { aa: 7, side: 'home' }],
      [6, 4, 2, { aa: 7, side: 'away' }],
      [7, 2, 1, null],
    ]);
  });

  it('leaves the last unseeded entrants unplaced when the organiser halves the draw', () => {
    const draw = buildKnockoutDraw({
      drawSize: 8,
      seeded: [1, 2],
      unseeded: range(3, 8),
      qualifierMatches: 1,
      random: lot(3),
    });
    expect(draw.unplaced).toEqual([8, 9, 10]);
    expect(lines(draw).filter((slot) => slot.kind === 'bye')).toEqual([]);
  });

  it('makes a final of 2 with its one seed on line 1', () => {
    const draw = buildKnockoutDraw({ drawSize: 2, seeded: [5], unseeded: [6], qualifierMatches: 0 });
    expect(draw.matches).toHaveLength(1);
    expect(draw.matches[0]).toMatchObject({
      aa: 1,
      tournamentPhase: 2,
      next: null,
      home: { id: 5, seed: 1 },
      away: { id: 6 },
    });
  });

  it.each<[string, KnockoutDrawInput]>([
    [
      'a draw size that is not a power of two',
      { drawSize: 12, seeded: [], unseeded: range(1, 12), qualifierMatches: 0 },
    ],
    [
      'a negative number of qualifier matches',
      { drawSize: 8, seeded: [], unseeded: range(1, 8), qualifierMatches: -1 },
    ],
    ['more seeds and qualifiers than lines', { drawSize: 4, seeded: [1, 2], unseeded: [], qualifierMatches: 3 }],
    ['an entrant listed twice', { drawSize: 4, seeded: [1], unseeded: [1, 2, 3], qualifierMatches: 0 }],
    [
      'so few entrants that a match would hold two byes',
      { drawSize: 16, seeded: [1], unseeded: range(2, 5), qualifierMatches: 0 },
    ],
  ])('refuses %s', (_case, input) => {
    expect(() => buildKnockoutDraw(input)).toThrow(RangeError);
  });

  it('has exactly drawSize − 1 matches, phases halving to the final', () => {
    fc.assert(
      fc.property(drawInputs, (input) => {
        const draw = buildKnockoutDraw(input);
        expect(draw.matches).toHaveLength(input.drawSize - 1);
        draw.matches.forEach((match, i) => expect(match.aa).toBe(i + 1));
        expect(draw.matches.filter((match) => match.next === null).map((match) => match.tournamentPhase)).toEqual([2]);
        for (let phase = input.drawSize; phase >= 2; phase /= 2) {
          expect(draw.matches.filter((match) => match.tournamentPhase === phase)).toHaveLength(phase / 2);
        }
      }),
    );
  });

  it('feeds every match after the first round from exactly one home and one away link of the round before', () => {
    fc.assert(
      fc.property(drawInputs, (input) => {
        const draw = buildKnockoutDraw(input);
        for (const match of draw.matches.filter((m) => m.tournamentPhase < input.drawSize)) {
          const feeders = draw.matches.filter((m) => m.next?.aa === match.aa);
          expect(feeders.map((m) => m.next?.side).sort()).toEqual(['away', 'home']);
          feeders.forEach((m) => expect(m.tournamentPhase).toBe(match.tournamentPhase * 2));
        }
      }),
    );
  });

  it('never puts two seeds on one line: every seed holds a line of its own', () => {
    fc.assert(
      fc.property(drawInputs, (input) => {
        const seeded = lines(buildKnockoutDraw(input)).filter(
          (slot) => slot.kind === 'participant' && slot.seed !== null,
        );
        expect(
          seeded.map((slot) => slot.kind === 'participant' && slot.seed).sort((a, b) => Number(a) - Number(b)),
        ).toEqual(input.seeded.map((_, i) => i + 1));
      }),
    );
  });

  it('lets seeds 1 and 2 meet only in the final', () => {
    fc.assert(
      fc.property(drawInputs, (input) => {
        fc.pre(input.seeded.length >= 2);
        const slots = lines(buildKnockoutDraw(input));
        const lineOf = (seed: number): number =>
          slots.findIndex((slot) => slot.kind === 'participant' && slot.seed === seed) + 1;
        expect(meetingPhase(input.drawSize, lineOf(1), lineOf(2))).toBe(2);
      }),
    );
  });

  it('gives every first-round match at most one bye', () => {
    fc.assert(
      fc.property(drawInputs, (input) => {
        const draw = buildKnockoutDraw(input);
        for (const match of draw.matches.slice(0, input.drawSize / 2)) {
          expect(match.home.kind === 'bye' && match.away.kind === 'bye').toBe(false);
        }
      }),
    );
  });

  it('places every entrant exactly once or lists them as unplaced, and numbers qualifier slots top to bottom', () => {
    fc.assert(
      fc.property(drawInputs, (input) => {
        const draw = buildKnockoutDraw(input);
        const slots = lines(draw);
        const placed = slots.flatMap((slot) => (slot.kind === 'participant' ? [slot.id] : []));
        expect([...placed, ...draw.unplaced].sort((a, b) => a - b)).toEqual([...input.seeded, ...input.unseeded]);
        const qualifiers = slots.flatMap((slot) => (slot.kind === 'qualifier' ? [slot.qualifier] : []));
        expect(qualifiers).toEqual(range(1, input.qualifierMatches));
        draw.qualifierMatches.forEach((match: DrawMatch, i) => {
          expect(match).toMatchObject({
            aa: -(i + 1),
            isQualifierMatch: true,
            home: { kind: 'open' },
            away: { kind: 'open' },
          });
          const fed = draw.matches[(match.next?.aa ?? 0) - 1];
          expect(fed?.[match.next?.side ?? 'home']).toEqual({ kind: 'qualifier', qualifier: i + 1 });
        });
        expect(slots.filter((slot) => slot.kind === 'bye')).toHaveLength(
          Math.max(0, input.drawSize - input.seeded.length - input.qualifierMatches - input.unseeded.length),
        );
      }),
    );
  });

  it('starts with every match unplayed and only first-round bye matches ready to advance', () => {
    fc.assert(
      fc.property(drawInputs, (input) => {
        const draw = buildKnockoutDraw(input);
        draw.matches.forEach((match) => expect(drawMatchState(match)).not.toBe('concluded'));
        draw.matches.slice(input.drawSize / 2).forEach((match) => expect(isByeMatch(match)).toBe(false));
      }),
    );
  });

  it('makes the same draw from the same lot', () => {
    const input = { drawSize: 32, seeded: range(1, 8), unseeded: range(9, 15), qualifierMatches: 3 };
    expect(buildKnockoutDraw({ ...input, random: lot(9) })).toEqual(buildKnockoutDraw({ ...input, random: lot(9) }));
  });

  it('builds every setup the initialisation dialog accepts, seeding drawSize / 4', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        fc.integer(),
        (primary, qualifierMatches, halved, seed) => {
          const drawSize = drawSizeOptions(primary, qualifierMatches)[halved ? 1 : 0];
          fc.pre(validateDrawSetup({ primary, qualifierMatches, drawSize }).length === 0);
          const seeds = Math.min(seedCount(drawSize), primary);
          const draw = buildKnockoutDraw({
            drawSize,
            seeded: range(1, seeds),
            unseeded: range(1000, primary - seeds),
            qualifierMatches,
            random: lot(seed),
          });
          expect(draw.matches).toHaveLength(drawSize - 1);
        },
      ),
    );
  });
});
