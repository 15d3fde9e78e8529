import type { TRoundRobinGroup } from '@tennis/contracts';
import { crossoverPlacement } from '@tennis/domain';

/** One side of a first-round match of the knockout to come: "Α1" and the entrant's name, or a bye. */
export type CrossoverSide = { label: string; displayName: string } | null;

/**
 * The knockout's first round as the server will make it from the standings now
 * (the same domain crossover table): pairs of sides, top to bottom; or the
 * Greek reason the groups cannot lead into a knockout of that size.
 */
export function crossoverPreview(
  groups: readonly TRoundRobinGroup[],
  drawSize: number,
): { ok: true; pairs: [CrossoverSide, CrossoverSide][] } | { ok: false; message: string } {
  const ranked = groups.map((group) => group.groupParticipants.filter((p) => !p.withdrawn));
  if (ranked.length === 0) return { ok: false, message: 'Η κατηγορία δεν έχει ομίλους' };
  const result = crossoverPlacement({
    groupCount: groups.length,
    drawSize,
    smallestGroup: Math.min(...ranked.map((members) => members.length)),
  });
  if (!result.ok) return result;
  const side = (index: number): CrossoverSide => {
    const entry = result.lines[index];
    if (!entry) return null;
    const group = groups[entry.group]!;
    return {
      label: `${group.name}${entry.place}`,
      displayName: ranked[entry.group]![entry.place - 1]!.displayName,
    };
  };
  const pairs: [CrossoverSide, CrossoverSide][] = [];
  for (let i = 0; i < result.lines.length; i += 2) pairs.push([side(i), side(i + 1)]);
  return { ok: true, pairs };
}
