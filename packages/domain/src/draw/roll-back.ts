import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, withDrawMatches, withSlot } from './draw-match-access.js';
import type { DrawEntrantId, DrawMatch, DrawResult, DrawSlot, KnockoutDraw } from './knockout-draw.js';

/**
 * A result can be rolled back only while the match its winner went on to is
 * unplayed: otherwise the later result would rest on a winner who no longer is.
 */
export function canRollBack<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>, aa: number): boolean {
  const match = findDrawMatch(draw, aa);
  return match !== undefined && rollBackRefusal(draw, match) === null;
}

/**
 * Undoes the result of match `aa`: the match has no winner again and the
 * winner's slot in the next match goes back to open (to the pending
 * qualifier for a qualifier match).
 */
export function rollBack<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>, aa: number): DrawResult<Id> {
  const match = findDrawMatch(draw, aa);
  if (!match) return { ok: false, message: DRAW_MESSAGES.matchNotFound };
  const refusal = rollBackRefusal(draw, match);
  if (refusal !== null) return { ok: false, message: refusal };
  const reopened: DrawMatch<Id> = { ...match, winner: null };
  if (!match.next) return { ok: true, draw: withDrawMatches(draw, [reopened]) };
  const next = findDrawMatch(draw, match.next.aa) as DrawMatch<Id>;
  const waiting: DrawSlot<Id> = match.isQualifierMatch
    ? { kind: 'qualifier', qualifier: match.order }
    : { kind: 'open' };
  return { ok: true, draw: withDrawMatches(draw, [reopened, withSlot(next, match.next.side, waiting)]) };
}

function rollBackRefusal<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>, match: DrawMatch<Id>): string | null {
  if (match.winner === null) return DRAW_MESSAGES.matchNotConcluded;
  const next = match.next ? findDrawMatch(draw, match.next.aa) : undefined;
  if (next && next.winner !== null) return DRAW_MESSAGES.nextMatchPlayed;
  return null;
}
