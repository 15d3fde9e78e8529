import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, withDrawMatches, withSlot } from './draw-match-access.js';
import type { DrawEntrantId, DrawMatch, DrawResult, KnockoutDraw } from './knockout-draw.js';
import { qualifierMatchEntrants } from './qualifier-match.js';

/**
 * Removes a qualifier match that is not concluded (spec 2 §4). Its entrants go
 * back to the unplaced list and the main-draw slot it fed becomes an open line,
 * ready for a direct placement or a new qualifier match. (To turn the slot
 * into a BYE instead, kill it: `killQualifierSlot`.)
 */
export function removeQualifierMatch<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>, aa: number): DrawResult<Id> {
  const match = findDrawMatch(draw, aa);
  if (!match) return { ok: false, message: DRAW_MESSAGES.matchNotFound };
  if (!match.isQualifierMatch) return { ok: false, message: DRAW_MESSAGES.notAQualifierMatch };
  if (match.winner !== null) return { ok: false, message: DRAW_MESSAGES.qualifierMatchConcluded };

  const link = match.next as NonNullable<DrawMatch<Id>['next']>;
  const fed = findDrawMatch(draw, link.aa) as DrawMatch<Id>;
  const updated = withDrawMatches(draw, [withSlot(fed, link.side, { kind: 'open' })]);
  return {
    ok: true,
    draw: {
      ...updated,
      qualifierMatches: updated.qualifierMatches.filter((q) => q.aa !== aa),
      unplaced: [...updated.unplaced, ...qualifierMatchEntrants(match)],
    },
  };
}
