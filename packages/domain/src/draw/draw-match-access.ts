// Reading and replacing the matches of a draw without mutating it: every
// transformation returns a new draw so the API can diff old and new rows.
import type { DrawEntrantId, DrawMatch, DrawSide, DrawSlot, KnockoutDraw } from './knockout-draw.js';

export function findDrawMatch<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>, aa: number): DrawMatch<Id> | undefined {
  if (aa > 0) return draw.matches[aa - 1];
  return draw.qualifierMatches.find((match) => match.aa === aa);
}

/** Returns a draw in which the given matches (matched by aa) are replaced; the input is left untouched. */
export function withDrawMatches<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
  changed: readonly DrawMatch<Id>[],
): KnockoutDraw<Id> {
  const main = changed.filter((match) => match.aa > 0);
  const qualifying = changed.filter((match) => match.aa < 0);
  let matches = draw.matches;
  if (main.length > 0) {
    matches = matches.slice();
    for (const match of main) matches[match.aa - 1] = match;
  }
  let qualifierMatches = draw.qualifierMatches;
  if (qualifying.length > 0) {
    qualifierMatches = qualifierMatches.map((match) => qualifying.find((c) => c.aa === match.aa) ?? match);
  }
  return { ...draw, matches, qualifierMatches };
}

export function slotOf<Id extends DrawEntrantId>(match: DrawMatch<Id>, side: DrawSide): DrawSlot<Id> {
  return side === 'home' ? match.home : match.away;
}

export function withSlot<Id extends DrawEntrantId>(
  match: DrawMatch<Id>,
  side: DrawSide,
  slot: DrawSlot<Id>,
): DrawMatch<Id> {
  return side === 'home' ? { ...match, home: slot } : { ...match, away: slot };
}

export function opposingDrawSide(side: DrawSide): DrawSide {
  return side === 'home' ? 'away' : 'home';
}

/** Only first-round and qualifier matches take entrants directly; later rounds take winners. */
export function isEntryMatch(
  drawSize: number,
  match: Pick<DrawMatch<DrawEntrantId>, 'isQualifierMatch' | 'tournamentPhase'>,
): boolean {
  return match.isQualifierMatch || match.tournamentPhase === drawSize;
}
