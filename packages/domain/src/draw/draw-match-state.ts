import type { DrawEntrantId, DrawMatch, DrawSlot } from './knockout-draw.js';

/** The match states of spec 2 §3 (suspension is the API's, not the draw's). */
export type DrawMatchState = 'uninitialized' | 'initialized' | 'concluded';

/** A side is decided once it holds an entrant or a BYE; a pending qualifier or an open line is not. */
export function isSlotDecided<Id extends DrawEntrantId>(slot: DrawSlot<Id>): boolean {
  return slot.kind === 'participant' || slot.kind === 'bye';
}

/**
 * Concluded once it has a winner; initialised once both sides are decided
 * (a bye match is then ready to be advanced); uninitialised before.
 */
export function drawMatchState<Id extends DrawEntrantId>(match: DrawMatch<Id>): DrawMatchState {
  if (match.winner !== null) return 'concluded';
  return isSlotDecided(match.home) && isSlotDecided(match.away) ? 'initialized' : 'uninitialized';
}

/** A match with a BYE on one side (the `is_bye` of a stored match). */
export function isByeMatch<Id extends DrawEntrantId>(match: DrawMatch<Id>): boolean {
  return match.home.kind === 'bye' || match.away.kind === 'bye';
}
