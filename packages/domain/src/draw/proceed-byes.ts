import { concludeMatch } from './advance-winner.js';
import { drawMatchState, isByeMatch } from './draw-match-state.js';
import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, withDrawMatches } from './draw-match-access.js';
import type { DrawEntrantId, DrawMatch, DrawParticipantSlot, DrawResult, KnockoutDraw } from './knockout-draw.js';

/**
 * Advances the entrant of a bye match into the next round. Only an initialised
 * bye match can be advanced (spec 2 §4): a bye facing a pending qualifier waits
 * for the qualifier's winner.
 */
export function proceedBye<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>, aa: number): DrawResult<Id> {
  const match = findDrawMatch(draw, aa);
  if (!match) return { ok: false, message: DRAW_MESSAGES.matchNotFound };
  if (!isByeMatch(match)) return { ok: false, message: DRAW_MESSAGES.notAByeMatch };
  const state = drawMatchState(match);
  if (state === 'concluded') return { ok: false, message: DRAW_MESSAGES.matchConcluded };
  if (state === 'uninitialized') return { ok: false, message: DRAW_MESSAGES.matchNotReady };
  return { ok: true, draw: withDrawMatches(draw, advanceBye(draw, match)) };
}

/**
 * Advances every bye match that is ready ("proceed all byes"), returning the
 * new draw and the numbers of the matches it advanced. Byes exist only in the
 * first round, so one pass suffices.
 */
export function proceedByes<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
): { draw: KnockoutDraw<Id>; proceeded: number[] } {
  const proceeded: number[] = [];
  let result = draw;
  for (const match of draw.matches.slice(0, draw.drawSize / 2)) {
    if (!isByeMatch(match) || drawMatchState(match) !== 'initialized') continue;
    result = withDrawMatches(result, advanceBye(result, match));
    proceeded.push(match.aa);
  }
  return { draw: result, proceeded };
}

function advanceBye<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>, match: DrawMatch<Id>): DrawMatch<Id>[] {
  // An initialised bye match has exactly one participant (never two byes in a match).
  const side = match.home.kind === 'participant' ? 'home' : 'away';
  return concludeMatch(draw, match, side, match[side] as DrawParticipantSlot<Id>);
}
