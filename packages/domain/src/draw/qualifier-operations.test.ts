import { describe, expect, it } from 'vitest';
import { addQualifierMatch } from './add-qualifier-match.js';
import { advanceWinner } from './advance-winner.js';
import { buildKnockoutDraw } from './build-knockout-draw.js';
import { killQualifierSlot } from './kill-qualifier-slot.js';
import type { DrawResult, DrawSlot, KnockoutDraw } from './knockout-draw.js';
import { placeParticipation } from './place-participation.js';
import { proceedBye } from './proceed-byes.js';
import { removeParticipation } from './remove-participation.js';
import { removeQualifierMatch } from './remove-qualifier-match.js';

function accepted(result: DrawResult): KnockoutDraw {
  if (!result.ok) throw new Error(result.message);
  return result.draw;
}

/** The lot that keeps every list as given, so the lines are predictable. */
const inOrder = (): number => 0.999;

/**
 * Draw of 8: seeds 1 and 2 with byes (lines 2 and 7), then entrants 3, 4, 5
 * and Q1 on lines 3–6. Matches: 1 = 1 v BYE, 2 = 3 v 4, 3 = 5 v Q1, 4 = BYE v 2.
 */
function drawOfEight(): KnockoutDraw {
  const draw = buildKnockoutDraw({
    drawSize: 8,
    seeded: [1, 2],
    unseeded: [3, 4, 5],
    qualifierMatches: 1,
    random: inOrder,
  });
  expect(draw.matches[2]?.away).toEqual({ kind: 'qualifier', qualifier: 1 });
  return draw;
}

const slotAt = (draw: KnockoutDraw, aa: number, side: 'home' | 'away'): DrawSlot | undefined =>
  draw.matches[aa - 1]?.[side];

describe('addQualifierMatch', () => {
  it('takes back the bye of the lowest seed first and numbers the new qualifier Q2', () => {
    const draw = accepted(addQualifierMatch(drawOfEight()));
    expect(slotAt(draw, 4, 'home')).toEqual({ kind: 'qualifier', qualifier: 2 });
    expect(draw.qualifierMatches.map((match) => [match.aa, match.next])).toEqual([
      [-1, { aa: 3, side: 'away' }],
      [-2, { aa: 4, side: 'home' }],
    ]);
  });

  it('prefers an open line to any bye', () => {
    const opened = accepted(removeParticipation(drawOfEight(), 2, 'away'));
    const draw = accepted(addQualifierMatch(opened));
    expect(slotAt(draw, 2, 'away')).toEqual({ kind: 'qualifier', qualifier: 2 });
  });

  it('takes a bye facing an unseeded entrant before a bye facing a seed', () => {
    // Three byes: opposite seeds 1 and 2, and on line 5 facing entrant 5.
    const built = buildKnockoutDraw({
      drawSize: 8,
      seeded: [1, 2],
      unseeded: [3, 4, 5],
      qualifierMatches: 0,
      random: inOrder,
    });
    expect([slotAt(built, 3, 'home'), slotAt(built, 3, 'away')]).toEqual([
      { kind: 'bye' },
      { kind: 'participant', id: 5, seed: null, qualifier: null },
    ]);
    expect(slotAt(accepted(addQualifierMatch(built)), 3, 'home')).toEqual({ kind: 'qualifier', qualifier: 1 });
  });

  it('uses the target line when the organiser names one', () => {
    const draw = accepted(addQualifierMatch(drawOfEight(), { aa: 1, side: 'away' }));
    expect(slotAt(draw, 1, 'away')).toEqual({ kind: 'qualifier', qualifier: 2 });
  });

  it('refuses when no line is free (a full draw)', () => {
    const full = buildKnockoutDraw({ drawSize: 4, seeded: [], unseeded: [1, 2, 3, 4], qualifierMatches: 0 });
    expect(addQualifierMatch(full)).toEqual({
      ok: false,
      message: 'Δεν υπάρχει ελεύθερη θέση στο ταμπλό για νέο προκριματικό αγώνα',
    });
  });

  it('refuses a bye whose match has already been advanced', () => {
    const advanced = accepted(proceedBye(drawOfEight(), 1));
    expect(addQualifierMatch(advanced, { aa: 1, side: 'away' })).toEqual({
      ok: false,
      message: 'Η θέση δεν είναι ελεύθερη',
    });
  });

  it.each([
    [{ aa: 2, side: 'home' as const }, 'Η θέση δεν είναι ελεύθερη'],
    [
      { aa: 5, side: 'home' as const },
      'Συμμετοχές τοποθετούνται ή αφαιρούνται μόνο σε αγώνες του πρώτου γύρου ή σε προκριματικούς αγώνες',
    ],
    [
      { aa: -1, side: 'home' as const },
      'Συμμετοχές τοποθετούνται ή αφαιρούνται μόνο σε αγώνες του πρώτου γύρου ή σε προκριματικούς αγώνες',
    ],
    [{ aa: 77, side: 'home' as const }, 'Ο αγώνας δεν βρέθηκε'],
  ])('refuses the target %j', (target, message) => {
    expect(addQualifierMatch(drawOfEight(), target)).toEqual({ ok: false, message });
  });
});

describe('killQualifierSlot', () => {
  it('turns the pending qualifier into a BYE and drops its qualifier match', () => {
    const draw = accepted(killQualifierSlot(drawOfEight(), 3, 'away'));
    expect(slotAt(draw, 3, 'away')).toEqual({ kind: 'bye' });
    expect(draw.qualifierMatches).toEqual([]);
  });

  it('sends the entrants of the dropped qualifier match back to the unplaced list', () => {
    const withEntrant = accepted(placeParticipation(drawOfEight(), -1, 'home', 9));
    expect(accepted(killQualifierSlot(withEntrant, 3, 'away')).unplaced).toEqual([9]);
  });

  it('refuses a slot that does not wait for a qualifier', () => {
    expect(killQualifierSlot(drawOfEight(), 3, 'home')).toEqual({
      ok: false,
      message: 'Η θέση δεν περιμένει νικητή προκριματικού αγώνα',
    });
  });

  it('refuses when the opponent is already a BYE, so no match holds two byes', () => {
    const withSeedGone = accepted(removeParticipation(drawOfEight(), 1, 'home'));
    const qualifierVsBye = accepted(addQualifierMatch(withSeedGone, { aa: 1, side: 'home' }));
    expect(killQualifierSlot(qualifierVsBye, 1, 'home')).toEqual({
      ok: false,
      message: 'Η θέση δεν μπορεί να καταργηθεί γιατί ο αντίπαλος είναι ήδη BYE',
    });
  });

  it('refuses an unknown match', () => {
    expect(killQualifierSlot(drawOfEight(), 40, 'home')).toEqual({ ok: false, message: 'Ο αγώνας δεν βρέθηκε' });
  });
});

describe('removeQualifierMatch', () => {
  it('drops an unplayed qualifier match, opens its slot and unplaces its entrants', () => {
    const withEntrants = accepted(
      placeParticipation(accepted(placeParticipation(drawOfEight(), -1, 'home', 9)), -1, 'away', 10),
    );
    const draw = accepted(removeQualifierMatch(withEntrants, -1));
    expect(draw.qualifierMatches).toEqual([]);
    expect(slotAt(draw, 3, 'away')).toEqual({ kind: 'open' });
    expect(draw.unplaced).toEqual([9, 10]);
  });

  it('refuses a concluded qualifier match', () => {
    const withEntrants = accepted(
      placeParticipation(accepted(placeParticipation(drawOfEight(), -1, 'home', 9)), -1, 'away', 10),
    );
    const played = accepted(advanceWinner(withEntrants, -1, 'home'));
    expect(removeQualifierMatch(played, -1)).toEqual({
      ok: false,
      message: 'Ο προκριματικός αγώνας έχει ολοκληρωθεί και δεν μπορεί να αφαιρεθεί',
    });
  });

  it.each([
    [2, 'Ο αγώνας δεν είναι προκριματικός'],
    [-5, 'Ο αγώνας δεν βρέθηκε'],
  ])('refuses match %i: %s', (aa, message) => {
    expect(removeQualifierMatch(drawOfEight(), aa)).toEqual({ ok: false, message });
  });
});

describe('removeParticipation', () => {
  it('opens the slot and unplaces the entrant', () => {
    const draw = accepted(removeParticipation(drawOfEight(), 2, 'home'));
    expect(slotAt(draw, 2, 'home')).toEqual({ kind: 'open' });
    expect(draw.unplaced).toEqual([3]);
  });

  it('takes an entrant out of a qualifier match', () => {
    const placed = accepted(placeParticipation(drawOfEight(), -1, 'away', 9));
    const draw = accepted(removeParticipation(placed, -1, 'away'));
    expect(draw.qualifierMatches[0]?.away).toEqual({ kind: 'open' });
    expect(draw.unplaced).toEqual([9]);
  });

  it('refuses an entrant who came through a qualifier match: roll that match back instead', () => {
    const withEntrants = accepted(
      placeParticipation(accepted(placeParticipation(drawOfEight(), -1, 'home', 9)), -1, 'away', 10),
    );
    const played = accepted(advanceWinner(withEntrants, -1, 'away'));
    expect(removeParticipation(played, 3, 'away')).toEqual({
      ok: false,
      message: 'Η συμμετοχή προήλθε από προκριματικό αγώνα: αναιρέστε πρώτα το αποτέλεσμα εκείνου του αγώνα',
    });
  });

  it.each<[string, (draw: KnockoutDraw) => DrawResult, string]>([
    ['an unknown match', (draw) => removeParticipation(draw, 50, 'home'), 'Ο αγώνας δεν βρέθηκε'],
    [
      'a second-round slot',
      (draw) => removeParticipation(accepted(proceedBye(draw, 1)), 5, 'home'),
      'Συμμετοχές τοποθετούνται ή αφαιρούνται μόνο σε αγώνες του πρώτου γύρου ή σε προκριματικούς αγώνες',
    ],
    [
      'a concluded match',
      (draw) => removeParticipation(accepted(advanceWinner(draw, 2, 'home')), 2, 'away'),
      'Ο αγώνας έχει ήδη ολοκληρωθεί',
    ],
    ['a BYE', (draw) => removeParticipation(draw, 1, 'away'), 'Η θέση δεν έχει συμμετοχή'],
  ])('refuses %s', (_case, act, message) => {
    expect(act(drawOfEight())).toEqual({ ok: false, message });
  });
});

describe('placeParticipation', () => {
  it('puts an unplaced entrant on an open line and takes them off the unplaced list', () => {
    const opened = accepted(removeParticipation(drawOfEight(), 2, 'home'));
    const draw = accepted(placeParticipation(opened, 2, 'home', 3));
    expect(slotAt(draw, 2, 'home')).toEqual({ kind: 'participant', id: 3, seed: null, qualifier: null });
    expect(draw.unplaced).toEqual([]);
  });

  it.each<[string, (draw: KnockoutDraw) => DrawResult, string]>([
    ['an unknown match', (draw) => placeParticipation(draw, 50, 'home', 9), 'Ο αγώνας δεν βρέθηκε'],
    [
      'a second-round slot',
      (draw) => placeParticipation(draw, 5, 'away', 9),
      'Συμμετοχές τοποθετούνται ή αφαιρούνται μόνο σε αγώνες του πρώτου γύρου ή σε προκριματικούς αγώνες',
    ],
    [
      'a concluded match',
      (draw) => placeParticipation(accepted(proceedBye(draw, 1)), 1, 'away', 9),
      'Ο αγώνας έχει ήδη ολοκληρωθεί',
    ],
    ['a slot that is not open', (draw) => placeParticipation(draw, 2, 'home', 9), 'Η θέση δεν είναι κενή'],
    [
      'an entrant already in the draw',
      (draw) => placeParticipation(draw, -1, 'home', 3),
      'Η συμμετοχή είναι ήδη στο ταμπλό',
    ],
  ])('refuses %s', (_case, act, message) => {
    expect(act(drawOfEight())).toEqual({ ok: false, message });
  });
});
