import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceWinner } from './advance-winner.js';
import { buildKnockoutDraw } from './build-knockout-draw.js';
import { drawMatchState } from './draw-match-state.js';
import { drawOutcome } from './draw-outcome.js';
import type { DrawResult, KnockoutDraw } from './knockout-draw.js';
import { placeParticipation } from './place-participation.js';
import { proceedByes } from './proceed-byes.js';
import { canRollBack } from './roll-back.js';

function lot(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function accepted(result: DrawResult): KnockoutDraw {
  if (!result.ok) throw new Error(result.message);
  return result.draw;
}

/** 1 v 2, 3 v 4: a full draw of 4, no seeds, no byes (the lot always takes the first item). */
function drawOfFour(): KnockoutDraw {
  return buildKnockoutDraw({
    drawSize: 4,
    seeded: [],
    unseeded: [1, 2, 3, 4],
    qualifierMatches: 0,
    random: () => 0.999,
  });
}

describe('advanceWinner', () => {
  it('records the winner and puts them in the home slot of the next match from an odd match', () => {
    const before = drawOfFour();
    const after = accepted(advanceWinner(before, 1, 'away'));
    expect(after.matches[0]?.winner).toBe('away');
    expect(after.matches[2]?.home).toEqual(before.matches[0]?.away);
    expect(before.matches[0]?.winner).toBeNull();
  });

  it('puts the winner of an even match in the away slot of the next match', () => {
    const draw = accepted(advanceWinner(drawOfFour(), 2, 'home'));
    expect(draw.matches[2]?.away).toEqual(drawOfFour().matches[1]?.home);
  });

  it('carries the seed of a seeded winner into the next round', () => {
    const draw = buildKnockoutDraw({
      drawSize: 4,
      seeded: [9],
      unseeded: [1, 2, 3],
      qualifierMatches: 0,
      random: () => 0,
    });
    const after = accepted(advanceWinner(draw, 1, 'home'));
    expect(after.matches[2]?.home).toEqual({ kind: 'participant', id: 9, seed: 1, qualifier: null });
  });

  it('concludes the final without a next match', () => {
    let draw = accepted(advanceWinner(drawOfFour(), 1, 'home'));
    draw = accepted(advanceWinner(draw, 2, 'home'));
    draw = accepted(advanceWinner(draw, 3, 'away'));
    expect(draw.matches[2]?.winner).toBe('away');
    expect(drawOutcome(draw)).toEqual({ winner: 3, finalist: 1 });
  });

  it('sends the winner of a qualifier match to its slot, labelled with the qualifier number', () => {
    const built = buildKnockoutDraw({
      drawSize: 4,
      seeded: [1],
      unseeded: [2, 3],
      qualifierMatches: 1,
      random: () => 0,
    });
    let draw = accepted(placeParticipation(built, -1, 'home', 7));
    draw = accepted(placeParticipation(draw, -1, 'away', 8));
    draw = accepted(advanceWinner(draw, -1, 'away'));
    const link = draw.qualifierMatches[0]?.next;
    expect(link && draw.matches[link.aa - 1]?.[link.side]).toEqual({
      kind: 'participant',
      id: 8,
      seed: null,
      qualifier: 1,
    });
  });

  it.each<[string, (draw: KnockoutDraw) => DrawResult, string]>([
    ['an unknown match', (draw) => advanceWinner(draw, 99, 'home'), 'Ο αγώνας δεν βρέθηκε'],
    [
      'a match whose sides are not yet known',
      (draw) => advanceWinner(draw, 3, 'home'),
      'Ο αγώνας δεν έχει ακόμη και τους δύο αντιπάλους',
    ],
    [
      'a match already concluded',
      (draw) => advanceWinner(accepted(advanceWinner(draw, 1, 'home')), 1, 'away'),
      'Ο αγώνας έχει ήδη ολοκληρωθεί',
    ],
  ])('refuses %s', (_case, act, message) => {
    expect(act(drawOfFour())).toEqual({ ok: false, message });
  });

  it('refuses a BYE as the winner', () => {
    const draw = buildKnockoutDraw({
      drawSize: 4,
      seeded: [1],
      unseeded: [2, 3],
      qualifierMatches: 0,
      random: () => 0,
    });
    expect(advanceWinner(draw, 1, 'away')).toEqual({ ok: false, message: 'Το BYE δεν μπορεί να είναι νικητής αγώνα' });
  });

  it('plays any draw to a single champion, after which only the final can be rolled back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 8, 16, 32, 64),
        fc.integer(),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        (size, seed, fill) => {
          const random = lot(seed);
          const entrants = Math.max(size / 2, Math.floor(fill * size));
          let draw = buildKnockoutDraw({
            drawSize: size,
            seeded: [1, 2],
            unseeded: Array.from({ length: entrants - 2 }, (_, i) => i + 3),
            qualifierMatches: 0,
            random,
          });
          draw = proceedByes(draw).draw;
          for (const match of draw.matches) {
            const current = draw.matches[match.aa - 1];
            if (current && drawMatchState(current) === 'initialized') {
              draw = accepted(advanceWinner(draw, match.aa, random() < 0.5 ? 'home' : 'away'));
            }
          }
          draw.matches.forEach((match) => expect(drawMatchState(match)).toBe('concluded'));
          expect(drawOutcome(draw)?.winner).toBeDefined();
          draw.matches.forEach((match) => expect(canRollBack(draw, match.aa)).toBe(match.next === null));
        },
      ),
    );
  });
});
