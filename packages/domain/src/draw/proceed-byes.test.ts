import { describe, expect, it } from 'vitest';
import { buildKnockoutDraw } from './build-knockout-draw.js';
import type { DrawResult, KnockoutDraw } from './knockout-draw.js';
import { proceedBye, proceedByes } from './proceed-byes.js';

function accepted(result: DrawResult): KnockoutDraw {
  if (!result.ok) throw new Error(result.message);
  return result.draw;
}

/** Seeds 1 and 2 with byes on lines 1–2 and 7–8; 3 v 4 and 5 v 6 play. */
function drawOfEight(): KnockoutDraw {
  return buildKnockoutDraw({
    drawSize: 8,
    seeded: [1, 2],
    unseeded: [3, 4, 5, 6],
    qualifierMatches: 0,
    random: () => 0.999,
  });
}

describe('proceedBye', () => {
  it('advances the seed facing a bye into the next round', () => {
    const draw = accepted(proceedBye(drawOfEight(), 1));
    expect(draw.matches[0]?.winner).toBe('home');
    expect(draw.matches[4]?.home).toEqual({ kind: 'participant', id: 1, seed: 1, qualifier: null });
  });

  it('advances the entrant of a bye on the home side', () => {
    const draw = accepted(proceedBye(drawOfEight(), 4));
    expect(draw.matches[3]?.winner).toBe('away');
    expect(draw.matches[5]?.away).toMatchObject({ id: 2, seed: 2 });
  });

  it.each([
    [99, 'Ο αγώνας δεν βρέθηκε'],
    [2, 'Ο αγώνας δεν έχει BYE'],
  ])('refuses match %i: %s', (aa, message) => {
    expect(proceedBye(drawOfEight(), aa)).toEqual({ ok: false, message });
  });

  it('refuses a bye match already advanced', () => {
    expect(proceedBye(accepted(proceedBye(drawOfEight(), 1)), 1)).toEqual({
      ok: false,
      message: 'Ο αγώνας έχει ήδη ολοκληρωθεί',
    });
  });

  it('waits while the bye faces a pending qualifier', () => {
    const draw = buildKnockoutDraw({
      drawSize: 4,
      seeded: [],
      unseeded: [1],
      qualifierMatches: 1,
      random: () => 0.999,
    });
    const byeMatch = draw.matches
      .slice(0, 2)
      .find((match) => match.home.kind === 'qualifier' || match.away.kind === 'qualifier');
    expect(byeMatch && proceedBye(draw, byeMatch.aa)).toEqual({
      ok: false,
      message: 'Ο αγώνας δεν έχει ακόμη και τους δύο αντιπάλους',
    });
  });
});

describe('proceedByes', () => {
  it('advances every ready bye match at once and lists them', () => {
    const { draw, proceeded } = proceedByes(drawOfEight());
    expect(proceeded).toEqual([1, 4]);
    expect(draw.matches[4]?.home).toMatchObject({ id: 1 });
    expect(draw.matches[5]?.away).toMatchObject({ id: 2 });
  });

  it('does nothing the second time', () => {
    const once = proceedByes(drawOfEight()).draw;
    expect(proceedByes(once)).toEqual({ draw: once, proceeded: [] });
  });
});
