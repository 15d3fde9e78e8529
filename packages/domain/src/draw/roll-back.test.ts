import { describe, expect, it } from 'vitest';
import { advanceWinner } from './advance-winner.js';
import { buildKnockoutDraw } from './build-knockout-draw.js';
import type { DrawResult, KnockoutDraw } from './knockout-draw.js';
import { placeParticipation } from './place-participation.js';
import { canRollBack, rollBack } from './roll-back.js';

function accepted(result: DrawResult): KnockoutDraw {
  if (!result.ok) throw new Error(result.message);
  return result.draw;
}

function drawOfFour(): KnockoutDraw {
  return buildKnockoutDraw({
    drawSize: 4,
    seeded: [],
    unseeded: [1, 2, 3, 4],
    qualifierMatches: 0,
    random: () => 0.999,
  });
}

describe('rollBack', () => {
  it('reopens the match and empties the winner’s slot in the next match', () => {
    const played = accepted(advanceWinner(drawOfFour(), 1, 'home'));
    const undone = accepted(rollBack(played, 1));
    expect(undone).toEqual(drawOfFour());
  });

  it('reopens the final, which has no next match', () => {
    let draw = accepted(advanceWinner(drawOfFour(), 1, 'home'));
    draw = accepted(advanceWinner(draw, 2, 'home'));
    const final = accepted(advanceWinner(draw, 3, 'home'));
    expect(accepted(rollBack(final, 3))).toEqual(draw);
  });

  it('gives a qualifier’s slot back to the pending qualifier', () => {
    const built = buildKnockoutDraw({
      drawSize: 4,
      seeded: [1],
      unseeded: [2, 3],
      qualifierMatches: 1,
      random: () => 0,
    });
    let draw = accepted(placeParticipation(built, -1, 'home', 7));
    draw = accepted(placeParticipation(draw, -1, 'away', 8));
    const before = draw;
    draw = accepted(rollBack(accepted(advanceWinner(draw, -1, 'home')), -1));
    expect(draw).toEqual(before);
  });

  it('refuses while the next match is concluded, with its reason', () => {
    let draw = accepted(advanceWinner(drawOfFour(), 1, 'home'));
    draw = accepted(advanceWinner(draw, 2, 'home'));
    draw = accepted(advanceWinner(draw, 3, 'home'));
    expect(canRollBack(draw, 1)).toBe(false);
    expect(rollBack(draw, 1)).toEqual({
      ok: false,
      message: 'Το αποτέλεσμα δεν μπορεί να αναιρεθεί γιατί ο επόμενος αγώνας έχει ήδη ολοκληρωθεί',
    });
  });

  it('allows it while the next match is unplayed', () => {
    expect(canRollBack(accepted(advanceWinner(drawOfFour(), 1, 'home')), 1)).toBe(true);
  });

  it.each([
    [1, 'Ο αγώνας δεν έχει ολοκληρωθεί'],
    [42, 'Ο αγώνας δεν βρέθηκε'],
  ])('refuses match %i: %s', (aa, message) => {
    expect(canRollBack(drawOfFour(), aa)).toBe(false);
    expect(rollBack(drawOfFour(), aa)).toEqual({ ok: false, message });
  });
});
