/**
 * The entries that take a line of the draw. A doubles team is stored as one
 * participation per player, so a doubles category counts its participations
 * divided by 2 (spec 2 §5 "Draw setup").
 */
export function primaryParticipations(count: number, type: 'singles' | 'doubles'): number {
  return type === 'doubles' ? Math.floor(count / 2) : count;
}
