import { asc, eq, inArray } from 'drizzle-orm';
import type { TMatch, TRoundRobinGroup } from '@tennis/contracts';
import { groupLetter, groupName, rankGroup, type GroupMatchResult } from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';
import { groupParticipants, matches, roundRobinGroups, scoreFromRow } from '../../db/schema/index.js';
import type { MatchRow } from '../../matches/present-match.js';
import { presentMatches } from '../../matches/present-matches.js';

/** The sets of a concluded group match, home first; the match tie-break counts as one set (ITF). */
function resultOf(row: MatchRow): GroupMatchResult<number> | null {
  if (
    row.state !== 'concluded' ||
    row.winner === null ||
    row.homeParticipationId === null ||
    row.awayParticipationId === null
  )
    return null;
  const score = scoreFromRow(row);
  // A walkover stores no part: a win and a loss, no sets or games (decision 034).
  const sets = [score.s1, score.s2, score.s3, score.s4, score.s5, score.st]
    .filter(
      (part): part is NonNullable<typeof part> =>
        part !== null && part !== undefined && part.home !== null && part.away !== null,
    )
    .map((part) => [part.home as number, part.away as number] as const);
  return {
    homeId: row.homeParticipationId,
    awayId: row.awayParticipationId,
    sets,
    winner: row.winner === 0 ? 'home' : 'away',
    matchTieBreak: score.st?.home != null,
  };
}

/**
 * The groups of a category, each with its standings (domain rankGroup) and its
 * matches. Once the knockout has started (`locked`) no group result can be
 * rolled back any more (the score core refuses it too).
 */
export async function loadCategoryGroups(
  db: DbOrTx,
  categoryId: number,
  user: AuthUser | null,
  locked = false,
): Promise<TRoundRobinGroup[]> {
  const groups = await db
    .select()
    .from(roundRobinGroups)
    .where(eq(roundRobinGroups.tournamentCategoryId, categoryId))
    .orderBy(asc(roundRobinGroups.groupNumber));
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const members = await db
    .select()
    .from(groupParticipants)
    .where(inArray(groupParticipants.roundRobinGroupId, ids))
    .orderBy(asc(groupParticipants.position));
  const rows = await db.select().from(matches).where(inArray(matches.roundRobinGroupId, ids)).orderBy(asc(matches.id));
  const presented = await presentMatches(db, rows, user);
  const byId = new Map(presented.map((m) => [m.id, m]));
  /** The entrant as a side of one of its matches: its name and its players (two in doubles), each a profile link. */
  const sideOf = (
    participationId: number,
  ): Pick<TRoundRobinGroup['groupParticipants'][number], 'displayName' | 'players' | 'entryStatus'> => {
    for (const row of rows) {
      const match = byId.get(row.id) as TMatch;
      const side =
        row.homeParticipationId === participationId
          ? match.home
          : row.awayParticipationId === participationId
            ? match.away
            : null;
      if (side?.displayName)
        return {
          displayName: side.displayName,
          players: side.players.map((player) => ({ id: player.id, displayName: player.displayName })),
          entryStatus: side.entryStatus,
        };
    }
    return { displayName: '', players: [], entryStatus: null };
  };
  return groups.map((group) => {
    const inGroup = members.filter((m) => m.roundRobinGroupId === group.id);
    const groupRows = rows.filter((r) => r.roundRobinGroupId === group.id);
    const results = groupRows.map(resultOf).filter((r): r is GroupMatchResult<number> => r !== null);
    const standings = rankGroup(
      inGroup.map((m) => m.participationId),
      results,
      { withdrawn: inGroup.filter((m) => m.withdrawnAt !== null).map((m) => m.participationId) },
    );
    return {
      id: group.id,
      groupNumber: group.groupNumber,
      letter: groupLetter(group.groupNumber),
      nickname: group.nickname,
      name: groupName(group.groupNumber, group.nickname),
      groupParticipants: standings.map((standing) => {
        const member = inGroup.find((m) => m.participationId === standing.id)!;
        return {
          ...standing,
          id: member.id,
          participationId: standing.id,
          position: member.position,
          rank: standing.position,
          replaced: member.replacedByParticipationId !== null,
          ...sideOf(standing.id),
        };
      }),
      groupMatches: groupRows.map((row) => {
        const match = byId.get(row.id) as TMatch;
        return locked ? { ...match, permissions: { ...match.permissions, score: false, rollback: false } } : match;
      }),
    };
  });
}
