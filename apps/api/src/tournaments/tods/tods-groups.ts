import type { TTodsGroupsStructure } from '@tennis/contracts';
import { groupName } from '@tennis/domain';
import type { TodsSources } from './load-tods-sources.js';
import { todsMatchUp, type MatchRow, type ParticipantOf } from './tods-structures.js';

/**
 * A category's groups as a TODS round-robin container: one item per group,
 * its members on places numbered on from one group to the next (Α 1–4, Β 5–8),
 * each group match between its two members' places.
 */
export function groupsStructure(
  categoryId: number,
  format: string,
  groups: TodsSources['groups'],
  members: TodsSources['members'],
  rows: readonly MatchRow[],
  participantOf: ParticipantOf,
): TTodsGroupsStructure {
  let place = 0;
  return {
    structureId: `category-${categoryId}-groups`,
    structureName: 'Όμιλοι',
    structureType: 'CONTAINER',
    finishingPosition: 'WIN_RATIO',
    stage: 'MAIN',
    stageSequence: 1,
    structures: groups.map((group) => {
      const placeOf = new Map(
        members.filter((m) => m.roundRobinGroupId === group.id).map((m) => [m.participationId, (place += 1)] as const),
      );
      return {
        structureId: `category-${categoryId}-group-${group.id}`,
        structureName: groupName(group.groupNumber, group.nickname),
        structureType: 'ITEM',
        finishingPosition: 'WIN_RATIO',
        stage: 'MAIN',
        stageSequence: 1,
        positionAssignments: [...placeOf].map(([participationId, drawPosition]) => ({
          drawPosition,
          participantId: participantOf(participationId),
        })),
        matchUps: rows
          .filter((row) => row.roundRobinGroupId === group.id)
          .map((row) =>
            todsMatchUp(row, format, [
              placeOf.get(row.homeParticipationId ?? 0),
              placeOf.get(row.awayParticipationId ?? 0),
            ]),
          ),
      };
    }),
  };
}
