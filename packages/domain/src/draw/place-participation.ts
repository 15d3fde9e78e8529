import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, isEntryMatch, slotOf, withDrawMatches, withSlot } from './draw-match-access.js';
import type { DrawEntrantId, DrawMatch, DrawResult, DrawSide, DrawSlot, KnockoutDraw } from './knockout-draw.js';

/** What the placement rule reads of one side of a match: where the match sits, whether it was played, who stands there. */
export interface PlacementLine extends Pick<DrawMatch<DrawEntrantId>, 'isQualifierMatch' | 'tournamentPhase'> {
  played: boolean;
  slot: DrawSlot<DrawEntrantId>['kind'];
}

/**
 * Why an entrant cannot be put on this line, or null when it can: only an
 * open side of an unplayed first-round or qualifier match takes one. The
 * back office's menu of open lines asks the same question as the server.
 */
export function placementRefusal(drawSize: number, line: PlacementLine): string | null {
  if (!isEntryMatch(drawSize, line)) return DRAW_MESSAGES.notAnEntrySlot;
  if (line.played) return DRAW_MESSAGES.matchConcluded;
  if (line.slot !== 'open') return DRAW_MESSAGES.slotNotEmpty;
  return null;
}

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
  const refusal = placementRefusal(draw.drawSize, {
    ...match,
    played: match.winner !== null,
    slot: slotOf(match, side).kind,
  });
  if (refusal !== null) return { ok: false, message: refusal };
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
