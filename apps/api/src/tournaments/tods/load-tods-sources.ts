import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  doublesTeams,
  groupParticipants,
  matches,
  participations,
  players,
  roundRobinGroups,
  tournamentCategories,
} from '../../db/schema/index.js';
import type { TournamentRow } from '../tournament-access.js';

/** What a TODS export is made of: the visible categories and their entrants, matches and groups. */
export async function loadTodsSources(db: Db, tournament: TournamentRow) {
  const categories = await db
    .select()
    .from(tournamentCategories)
    .where(and(eq(tournamentCategories.tournamentId, tournament.id), eq(tournamentCategories.visible, true)))
    .orderBy(asc(tournamentCategories.position), asc(tournamentCategories.id));
  // An id no row has keeps `in (…)` valid for a tournament without categories.
  const categoryIds = categories.length ? categories.map((c) => c.id) : [0];
  const [entrants, rows, groups] = await Promise.all([
    db
      .select({ participation: participations, team: doublesTeams })
      .from(participations)
      .leftJoin(doublesTeams, eq(doublesTeams.id, participations.doublesTeamId))
      .where(and(inArray(participations.tournamentCategoryId, categoryIds), eq(participations.state, 'approved')))
      .orderBy(asc(participations.id)),
    db
      .select()
      .from(matches)
      .where(inArray(matches.tournamentCategoryId, categoryIds))
      .orderBy(asc(matches.aa), asc(matches.id)),
    db
      .select()
      .from(roundRobinGroups)
      .where(inArray(roundRobinGroups.tournamentCategoryId, categoryIds))
      .orderBy(asc(roundRobinGroups.groupNumber)),
  ]);
  const members = groups.length
    ? await db
        .select()
        .from(groupParticipants)
        .where(
          inArray(
            groupParticipants.roundRobinGroupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(groupParticipants.position))
    : [];
  const playerIds = [
    ...new Set(
      entrants.flatMap(({ participation, team }) =>
        team ? [team.player1Id, team.player2Id] : [participation.playerId],
      ),
    ),
  ];
  const people = playerIds.length
    ? await db
        .select({ id: players.id, name: players.name, surname: players.surname, displayName: players.displayName })
        .from(players)
        .where(inArray(players.id, playerIds))
    : [];
  return { categories, entrants, rows, groups, members, people };
}

export type TodsSources = Awaited<ReturnType<typeof loadTodsSources>>;
