import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, opposingDrawSide, slotOf, withDrawMatches, withSlot } from './draw-match-access.js';
import type { DrawEntrantId, DrawResult, DrawSide, KnockoutDraw } from './knockout-draw.js';
import { qualifierMatchEntrants } from './qualifier-match.js';

/**
 * Kills the pending qualifier slot on `side` of first-round match `aa`: no
 * qualifier will come, so the slot becomes a BYE and its qualifier match is
 * dropped (its entrants go back to the unplaced list). Irreversible (spec 2
 * §4): the dropped match and its entrants' places are gone; a later
 * `addQualifierMatch` starts a new, empty one.
 * Refused when the opponent is already a BYE, since a match of two byes would
 * send nobody to the next round.
 */
export function killQualifierSlot<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
  aa: number,
  side: DrawSide,
): DrawResult<Id> {
  const match = findDrawMatch(draw, aa);
  if (!match) return { ok: false, message: DRAW_MESSAGES.matchNotFound };
  const slot = slotOf(match, side);
  if (slot.kind !== 'qualifier') return { ok: false, message: DRAW_MESSAGES.notAQualifierSlot };
  if (slotOf(match, opposingDrawSide(side)).kind === 'bye') return { ok: false, message: DRAW_MESSAGES.opponentIsBye };

  const qualifierMatch = draw.qualifierMatches.find((q) => q.order === slot.qualifier);
  const updated = withDrawMatches(draw, [withSlot(match, side, { kind: 'bye' })]);
  return {
    ok: true,
    draw: {
      ...updated,
      qualifierMatches: updated.qualifierMatches.filter((q) => q.order !== slot.qualifier),
      unplaced: qualifierMatch ? [...updated.unplaced, ...qualifierMatchEntrants(qualifierMatch)] : updated.unplaced,
    },
  };
}
