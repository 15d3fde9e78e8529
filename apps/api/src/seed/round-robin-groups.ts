import { buildRoundRobinSchedule, distributeIntoGroups, rankGroup, type GroupStanding } from '@tennis/domain';
import type { Random } from './random.js';
import { partsOf, playMatch, type PlayedMatch } from './scores.js';
import type { SeedEntry } from './tournament-entries.js';

// Round-robin groups made as the back office makes them (seeds spread one a
// group, the rest drawn by lot), their matches by the circle method, and the
// group tables ranked with the ITF tie-breaks.

interface GroupMatch {
  home: SeedEntry;
  away: SeedEntry;
  /** 1-based round of the group's schedule. */
  round: number;
  result: PlayedMatch | null;
}

export interface PlayedGroup {
  groupNumber: number;
  entries: SeedEntry[];
  matches: GroupMatch[];
  standings: GroupStanding<number>[];
}

/** The groups, with the first `matchesPlayed` matches played, round by round across the groups. */
export function playGroups(
  random: Random,
  entries: readonly SeedEntry[],
  groupCount: number,
  groupSize: number,
  matchesPlayed: number | 'all',
): PlayedGroup[] {
  const seeded = entries.filter((e) => e.seed !== null).sort((a, b) => (a.seed as number) - (b.seed as number));
  const unseeded = entries.filter((e) => e.seed === null);
  const byId = new Map(entries.map((e) => [e.participationId, e]));
  const { groups } = distributeIntoGroups({
    groupCount,
    groupSize,
    seeded: seeded.map((e) => e.participationId),
    unseeded: unseeded.map((e) => e.participationId),
    random: random.next,
  });
  const played = groups.map((ids, index) => {
    const members = ids.map((id) => byId.get(id) as SeedEntry);
    const matches = buildRoundRobinSchedule(members.length).flatMap((pairs, round) =>
      pairs.map(([home, away]) => ({
        home: members[home - 1] as SeedEntry,
        away: members[away - 1] as SeedEntry,
        round: round + 1,
        result: null,
      })),
    );
    return {
      groupNumber: index + 1,
      entries: members,
      matches: matches as GroupMatch[],
      standings: [] as GroupStanding<number>[],
    };
  });

  const inPlayingOrder = played.flatMap((group) => group.matches).sort((a, b) => a.round - b.round);
  const toPlay = matchesPlayed === 'all' ? inPlayingOrder.length : matchesPlayed;
  for (const match of inPlayingOrder.slice(0, toPlay)) {
    match.result = playMatch(random, match.home.strength, match.away.strength, { retirement: 0.02, default: 0 });
  }
  for (const group of played) {
    const results = group.matches.flatMap((m) => {
      if (!m.result) return [];
      const { sets, matchTieBreak } = partsOf(m.result.score);
      return [
        {
          homeId: m.home.participationId,
          awayId: m.away.participationId,
          sets,
          winner: m.result.winner,
          matchTieBreak,
        },
      ];
    });
    group.standings = rankGroup(
      group.entries.map((e) => e.participationId),
      results,
    );
  }
  return played;
}
