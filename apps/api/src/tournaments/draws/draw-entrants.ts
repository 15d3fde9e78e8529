import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { doublesTeams, participations } from '../../db/schema/index.js';

/** What a draw line needs to know of a participation: its seed and the players on court. */
export interface DrawEntrant {
  participationId: number;
  seed: number | null;
  player1Id: number;
  player2Id: number | null;
}

/** The entrants behind participation ids; a doubles row brings its team's two players. */
export async function loadDrawEntrants(
  db: DbOrTx,
  participationIds: readonly number[],
): Promise<Map<number, DrawEntrant>> {
  const ids = [...new Set(participationIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: participations.id,
      seed: participations.seed,
      playerId: participations.playerId,
      doublesTeamId: participations.doublesTeamId,
    })
    .from(participations)
    .where(inArray(participations.id, ids));
  const teamIds = rows.flatMap((row) => (row.doublesTeamId === null ? [] : [row.doublesTeamId]));
  const teams =
    teamIds.length === 0 ? [] : await db.select().from(doublesTeams).where(inArray(doublesTeams.id, teamIds));
  const teamById = new Map(teams.map((team) => [team.id, team]));
  return new Map(
    rows.map((row) => {
      const team = row.doublesTeamId === null ? undefined : teamById.get(row.doublesTeamId);
      return [
        row.id,
        {
          participationId: row.id,
          seed: row.seed,
          player1Id: team?.player1Id ?? row.playerId,
          player2Id: team?.player2Id ?? null,
        },
      ];
    }),
  );
}
