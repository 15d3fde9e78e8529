import type { TRoundRobinGroup } from '@tennis/contracts';

export type KnockoutCandidate = TRoundRobinGroup['groupParticipants'][number] & { letter: string };

/** Every group's participants, group winners first, then runners-up, and so on; a rank's ties by group letter. */
export function rankedCandidates(groups: TRoundRobinGroup[]): KnockoutCandidate[] {
  return groups
    .flatMap((g) => g.groupParticipants.map((p) => ({ ...p, letter: g.letter })))
    .sort((a, b) => a.rank - b.rank || a.letter.localeCompare(b.letter));
}

/** The proposal for the knockout's places: the best-ranked candidates in order, empty places when too few. */
export function proposedPicks(candidates: KnockoutCandidate[], size: number): (number | null)[] {
  return Array.from({ length: size }, (_, i) => candidates[i]?.participationId ?? null);
}
