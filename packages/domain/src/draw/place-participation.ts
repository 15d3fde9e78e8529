import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, isEntryMatch, slotOf, withDrawMatches, withSlot } from './draw-match-access.js';
import type { DrawEntrantId, DrawResult, DrawSide, KnockoutDraw } from './knockout-draw.js';

/**
 * Puts an entrant (usually one of the unplaced, or one just added with the
 * quick-add dialog) on an open line of an unplayed first-round or qualifier
 * match. The entrant leaves the unplaced list; one already in the draw is refused.
 */
export function placeParticipation<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
  aa: number,
  side: DrawSide,
  id: Id,
): DrawResult<Id> {
  const match = findDrawMatch(draw, aa);
  if (!match) return { ok: false, message: DRAW_MESSAGES.matchNotFound };
  if (!isEntryMatch(draw, match)) return { ok: false, message: DRAW_MESSAGES.notAnEntrySlot };
  if (match.winner !== null) return { ok: false, message: DRAW_MESSAGES.matchConcluded };
  if (slotOf(match, side).kind !== 'open') return { ok: false, message: DRAW_MESSAGES.slotNotEmpty };
  if (isInDraw(draw, id)) return { ok: false, message: DRAW_MESSAGES.alreadyInDraw };
  const updated = withDrawMatches(draw, [
    withSlot(match, side, { kind: 'participant', id, seed: null, qualifier: null }),
  ]);
  return { ok: true, draw: { ...updated, unplaced: updated.unplaced.filter((unplaced) => unplaced !== id) } };
}

function isInDraw<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>, id: Id): boolean {
  const entryMatches = [...draw.matches.slice(0, draw.drawSize / 2), ...draw.qualifierMatches];
  return entryMatches.some((match) =>
    [match.home, match.away].some((slot) => slot.kind === 'participant' && slot.id === id),
  );
}
