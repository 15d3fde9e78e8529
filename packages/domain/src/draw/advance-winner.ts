import { drawMatchState } from './draw-match-state.js';
import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, slotOf, withDrawMatches, withSlot } from './draw-match-access.js';
import type {
  DrawEntrantId,
  DrawMatch,
  DrawParticipantSlot,
  DrawResult,
  DrawSide,
  DrawSlot,
  KnockoutDraw,
} from './knockout-draw.js';

/**
 * Records the winner of match `aa` and puts them in their slot of the next
 * match; the winner of a qualifier match takes the slot labelled with its
 * qualifier number, and keeps that number for the label ("Q1"). Refused when
 * the match is already concluded, when a side is not yet decided, or when the
 * named winner is a BYE.
 */
export function advanceWinner<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
  aa: number,
  winner: DrawSide,
): DrawResult<Id> {
  const match = findDrawMatch(draw, aa);
  if (!match) return { ok: false, message: DRAW_MESSAGES.matchNotFound };
  const state = drawMatchState(match);
  if (state === 'concluded') return { ok: false, message: DRAW_MESSAGES.matchConcluded };
  if (state === 'uninitialized') return { ok: false, message: DRAW_MESSAGES.matchNotReady };
  const slot = slotOf(match, winner);
  if (slot.kind !== 'participant') return { ok: false, message: DRAW_MESSAGES.winnerIsBye };
  return { ok: true, draw: withDrawMatches(draw, concludeMatch(draw, match, winner, slot)) };
}

/** The concluded match and, when there is one, the next match holding its winner. */
export function concludeMatch<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
  match: DrawMatch<Id>,
  winner: DrawSide,
  slot: DrawParticipantSlot<Id>,
): DrawMatch<Id>[] {
  const concluded = { ...match, winner };
  if (!match.next) return [concluded];
  const next = findDrawMatch(draw, match.next.aa) as DrawMatch<Id>;
  const carried: DrawSlot<Id> = match.isQualifierMatch ? { ...slot, seed: null, qualifier: match.order } : slot;
  return [concluded, withSlot(next, match.next.side, carried)];
}
