import type { DrawEntrant } from './draw-entrants.js';
import type { LockedCategory } from './lock-category.js';
import { drawMatchValues } from './write-knockout-draw.js';

/**
 * The row of a group match between two entrants. It goes through the same
 * draw columns as a knockout match, so both read back alike; a group match has
 * no place in a bracket (aa, phase and order 0) and no next match.
 */
export function groupMatchValues(
  { category, tournament }: LockedCategory,
  groupId: number,
  userId: number,
  sides: { home: number; away: number },
  people: ReadonlyMap<number, DrawEntrant>,
) {
  const slot = (id: number) => ({ kind: 'participant' as const, id, seed: null, qualifier: null });
  return {
    ...drawMatchValues(
      {
        aa: 0,
        tournamentPhase: 0,
        order: 0,
        isQualifierMatch: false,
        home: slot(sides.home),
        away: slot(sides.away),
        winner: null,
        next: null,
      },
      people,
    ),
    kind: 'tournament' as const,
    type: category.type,
    hostId: tournament.hostId,
    tournamentId: tournament.id,
    tournamentCategoryId: category.id,
    roundRobinGroupId: groupId,
    createdByUserId: userId,
  };
}
