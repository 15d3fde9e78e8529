import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, isEntryMatch, slotOf, withDrawMatches, withSlot } from './draw-match-access.js';
import type { DrawEntrantId, DrawResult, DrawSide, KnockoutDraw } from './knockout-draw.js';

/**
 * Takes the entrant on `side` of match `aa` out of the draw: the slot becomes
 * an open line and the entrant joins the unplaced list. Only first-round and
 * qualifier matches take entrants directly, and only while unplayed; an entrant
 * who reached the first round through a qualifier match leaves by rolling
 * that match back instead, so the qualifier's slot is restored.
 */
export function removeParticipation<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
  aa: number,
  side: DrawSide,
): DrawResult<Id> {
  const match = findDrawMatch(draw, aa);
  if (!match) return { ok: false, message: DRAW_MESSAGES.matchNotFound };
  if (!isEntryMatch(draw.drawSize, match)) return { ok: false, message: DRAW_MESSAGES.notAnEntrySlot };
  if (match.winner !== null) return { ok: false, message: DRAW_MESSAGES.matchConcluded };
  const slot = slotOf(match, side);
  if (slot.kind !== 'participant') return { ok: false, message: DRAW_MESSAGES.noParticipationInSlot };
  if (!match.isQualifierMatch && slot.qualifier !== null) {
    return { ok: false, message: DRAW_MESSAGES.participationCameFromQualifier };
  }
  const updated = withDrawMatches(draw, [withSlot(match, side, { kind: 'open' })]);
  return { ok: true, draw: { ...updated, unplaced: [...updated.unplaced, slot.id] } };
}
