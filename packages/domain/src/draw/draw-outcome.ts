import type { DrawEntrantId, KnockoutDraw } from './knockout-draw.js';

/**
 * The winner and the finalist once the final is concluded (the category has
 * "come to an end", spec 2 §4); null before.
 */
export function drawOutcome<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
): { winner: Id; finalist: Id | null } | null {
  const finalMatch = draw.matches[draw.matches.length - 1];
  if (!finalMatch || finalMatch.winner === null) return null;
  const winner = finalMatch[finalMatch.winner];
  const finalist = finalMatch[finalMatch.winner === 'home' ? 'away' : 'home'];
  if (winner.kind !== 'participant') return null;
  return { winner: winner.id, finalist: finalist.kind === 'participant' ? finalist.id : null };
}
