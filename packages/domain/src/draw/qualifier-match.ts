// The qualifier matches that feed the slots labelled Q1, Q2, … of a draw.
import type { DrawEntrantId, DrawMatch, DrawMatchLink } from './knockout-draw.js';

/** The entrants placed in a qualifier match, who go back to the unplaced list when it goes. */
export function qualifierMatchEntrants<Id extends DrawEntrantId>(match: DrawMatch<Id>): Id[] {
  const entrants: Id[] = [];
  if (match.home.kind === 'participant') entrants.push(match.home.id);
  if (match.away.kind === 'participant') entrants.push(match.away.id);
  return entrants;
}

/** A qualifier match with both sides open, feeding the main-draw slot `next`. */
export function newQualifierMatch<Id extends DrawEntrantId>(
  drawSize: number,
  qualifier: number,
  next: DrawMatchLink,
): DrawMatch<Id> {
  return {
    aa: -qualifier,
    tournamentPhase: 2 * drawSize,
    order: qualifier,
    isQualifierMatch: true,
    home: { kind: 'open' },
    away: { kind: 'open' },
    winner: null,
    next,
  };
}
