import type { TTodsEntry, TTodsTournamentRecord } from '@tennis/contracts';
import type { TodsSources } from './load-tods-sources.js';
import { groupsStructure } from './tods-groups.js';
import { eliminationStructure, type ParticipantOf } from './tods-structures.js';

type TodsEvent = TTodsTournamentRecord['events'][number];
type Category = TodsSources['categories'][number];

const ENTRY_STATUS: Record<string, TTodsEntry['entryStatus']> = {
  direct: 'DIRECT_ACCEPTANCE',
  WC: 'WILDCARD',
  Q: 'QUALIFIER',
  LL: 'LUCKY_LOSER',
  // A protected ranking is a direct acceptance on an earlier ranking.
  PR: 'DIRECT_ACCEPTANCE',
  SE: 'SPECIAL_EXEMPT',
  ALT: 'ALTERNATE',
};

/** The approved entrants of the given categories, each participant once. */
function todsEntries(sources: TodsSources, categoryIds: number[], participantOf: ParticipantOf): TTodsEntry[] {
  const seen = new Set<string>();
  const entries: TTodsEntry[] = [];
  for (const { participation } of sources.entrants) {
    const participantId = participantOf(participation.id);
    if (!categoryIds.includes(participation.tournamentCategoryId) || !participantId || seen.has(participantId))
      continue;
    seen.add(participantId);
    entries.push({ participantId, entryStatus: ENTRY_STATUS[participation.entryStatus]!, entryStage: 'MAIN' });
  }
  return entries;
}

function todsSeeds(sources: TodsSources, categoryId: number, participantOf: ParticipantOf) {
  const seeds = new Map<string, number>();
  for (const { participation } of sources.entrants) {
    const participantId = participantOf(participation.id);
    if (participation.tournamentCategoryId === categoryId && participation.seed !== null && participantId)
      seeds.set(participantId, participation.seed);
  }
  return [...seeds]
    .map(([participantId, seedNumber]) => ({ seedNumber, participantId }))
    .sort((a, b) => a.seedNumber - b.seedNumber);
}

/**
 * One category as a TODS event with one draw: its qualifying (its own
 * qualifier matches, or the qualifying category leading into it), its groups,
 * and its knockout (its own, or the one after its group phase).
 */
export function todsEvent(
  category: Category,
  sources: TodsSources,
  stagesOf: (id: number | null) => number[],
  participantOf: ParticipantOf,
): TodsEvent {
  const format = category.matchFormat;
  const type = category.type === 'doubles' ? 'DOUBLES' : 'SINGLES';
  const rowsOf = (ids: number[]) =>
    sources.rows.filter((row) => ids.includes(row.tournamentCategoryId ?? 0) && row.roundRobinGroupId === null);
  const own = rowsOf([category.id]);
  const qualifying = [...own.filter((row) => (row.aa ?? 0) < 0), ...rowsOf(stagesOf(category.qualifierCategoryId))];
  const knockout = [...own.filter((row) => (row.aa ?? 0) >= 0), ...rowsOf(stagesOf(category.knockoutPhaseCategoryId))];
  const groups = sources.groups.filter((g) => g.tournamentCategoryId === category.id);
  const structures: TodsEvent['drawDefinitions'][number]['structures'] = [];
  if (qualifying.length > 0)
    structures.push({
      structureId: `category-${category.id}-qualifying`,
      structureName: 'Προκριματικά',
      stage: 'QUALIFYING',
      stageSequence: 1,
      seedAssignments: [],
      ...eliminationStructure(qualifying, format, participantOf),
    });
  if (groups.length > 0)
    structures.push(groupsStructure(category.id, format, groups, sources.members, sources.rows, participantOf));
  if (knockout.length > 0)
    structures.push({
      structureId: `category-${category.id}-${groups.length > 0 ? 'playoff' : 'main'}`,
      structureName: groups.length > 0 ? 'Νοκ άουτ' : 'Κυρίως ταμπλό',
      stage: groups.length > 0 ? 'PLAY_OFF' : 'MAIN',
      stageSequence: 1,
      seedAssignments: groups.length > 0 ? [] : todsSeeds(sources, category.id, participantOf),
      ...eliminationStructure(knockout, format, participantOf),
    });
  const entries = todsEntries(sources, [category.id, ...stagesOf(category.qualifierCategoryId)], participantOf);
  return {
    eventId: `category-${category.id}`,
    eventName: category.name,
    eventType: type,
    entries,
    drawDefinitions: [
      {
        drawId: `draw-${category.id}`,
        drawName: category.name,
        drawType:
          groups.length === 0 ? 'SINGLE_ELIMINATION' : knockout.length > 0 ? 'ROUND_ROBIN_WITH_PLAYOFF' : 'ROUND_ROBIN',
        matchUpType: type,
        matchUpFormat: format,
        entries,
        structures,
      },
    ],
  };
}
