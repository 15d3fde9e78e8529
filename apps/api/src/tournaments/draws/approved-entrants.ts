import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { doublesTeams, participations } from '../../db/schema/index.js';

export interface ApprovedEntrant {
  participationId: number;
  seed: number | null;
}

/**
 * The approved entrants of a category: every singles participation, and for
 * doubles only the row of the team's player 1 (a pair enters a draw once).
 * Highest rating first, so a halved draw leaves out the lowest-rated ones.
 */
export async function loadApprovedEntrants(db: DbOrTx, categoryId: number): Promise<ApprovedEntrant[]> {
  return db
    .select({ participationId: participations.id, seed: participations.seed })
    .from(participations)
    .leftJoin(doublesTeams, eq(doublesTeams.id, participations.doublesTeamId))
    .where(
      and(
        eq(participations.tournamentCategoryId, categoryId),
        eq(participations.state, 'approved'),
        or(isNull(participations.doublesTeamId), eq(participations.playerId, doublesTeams.player1Id)),
      ),
    )
    .orderBy(desc(sql`coalesce(${participations.rating}, 0) + ${participations.ratingBoost}`), asc(participations.id));
}
