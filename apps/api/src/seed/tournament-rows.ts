import { eq, sql } from 'drizzle-orm';
import {
  championships,
  doublesTeams,
  groupParticipants,
  matches,
  participations,
  payments,
  roundRobinGroups,
  tournamentCategories,
  tournaments,
  tournamentSponsors,
} from '../db/schema/index.js';
import type { SeedContext } from './context.js';
import { insertRows } from './rows.js';

/** Everything the tournaments write, gathered first and inserted in the order the foreign keys need. */
export interface TournamentRows {
  tournaments: (typeof tournaments.$inferInsert)[];
  sponsors: (typeof tournamentSponsors.$inferInsert)[];
  categories: (typeof tournamentCategories.$inferInsert)[];
  participations: (typeof participations.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  doublesTeams: (typeof doublesTeams.$inferInsert)[];
  groups: (typeof roundRobinGroups.$inferInsert)[];
  groupParticipants: (typeof groupParticipants.$inferInsert)[];
  matches: (typeof matches.$inferInsert)[];
  /** Winner and finalist of the categories that came to an end (they point at participations). */
  outcomes: { categoryId: number; winnerParticipationId: number; finalistParticipationId: number | null }[];
  /** Championships whose finals were played as a tournament. */
  finals: { championshipId: number; tournamentId: number }[];
}

export function emptyTournamentRows(): TournamentRows {
  return {
    tournaments: [],
    sponsors: [],
    categories: [],
    participations: [],
    payments: [],
    doublesTeams: [],
    groups: [],
    groupParticipants: [],
    matches: [],
    outcomes: [],
    finals: [],
  };
}

export async function insertTournamentRows(ctx: SeedContext, rows: TournamentRows): Promise<void> {
  const { tx } = ctx;
  await insertRows(tx, tournaments, rows.tournaments);
  await insertRows(tx, tournamentSponsors, rows.sponsors);
  await insertRows(tx, tournamentCategories, rows.categories);
  await insertRows(tx, doublesTeams, rows.doublesTeams);
  await insertRows(tx, payments, rows.payments);
  await insertRows(tx, participations, rows.participations);
  await insertRows(tx, roundRobinGroups, rows.groups);
  await insertRows(tx, groupParticipants, rows.groupParticipants);
  await insertRows(tx, matches, rows.matches);
  for (const outcome of rows.outcomes) {
    await tx
      .update(tournamentCategories)
      .set({
        winnerParticipationId: outcome.winnerParticipationId,
        finalistParticipationId: outcome.finalistParticipationId,
        updatedAt: sql`${tournamentCategories.updatedAt}`,
      })
      .where(eq(tournamentCategories.id, outcome.categoryId));
  }
  for (const finals of rows.finals) {
    await tx
      .update(championships)
      .set({ finalsTournamentId: finals.tournamentId, updatedAt: sql`${championships.updatedAt}` })
      .where(eq(championships.id, finals.championshipId));
  }
}
