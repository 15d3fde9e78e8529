import { and, eq, or } from 'drizzle-orm';
import { doublesTeamGender } from '@tennis/domain';
import { ELIGIBILITY_MESSAGES } from '@tennis/domain';
import type { TDoublesTeam } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { doublesTeams, players } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-error.js';

export type DoublesTeamRow = typeof doublesTeams.$inferSelect;

/** The team of these two players, whatever their order. */
async function findDoublesTeam(db: DbOrTx, player1Id: number, player2Id: number): Promise<DoublesTeamRow | null> {
  const [team] = await db
    .select()
    .from(doublesTeams)
    .where(
      or(
        and(eq(doublesTeams.player1Id, player1Id), eq(doublesTeams.player2Id, player2Id)),
        and(eq(doublesTeams.player1Id, player2Id), eq(doublesTeams.player2Id, player1Id)),
      ),
    );
  return team ?? null;
}

/** The pair's team, created with the team gender of spec 2 §5 when it does not exist yet. */
export async function findOrCreateDoublesTeam(
  db: DbOrTx,
  player1Id: number,
  player2Id: number,
): Promise<DoublesTeamRow> {
  const existing = await findDoublesTeam(db, player1Id, player2Id);
  if (existing) return existing;
  const pair = await db
    .select({ id: players.id, gender: players.gender })
    .from(players)
    .where(or(eq(players.id, player1Id), eq(players.id, player2Id)));
  const gender = doublesTeamGender(
    pair.find((p) => p.id === player1Id)?.gender,
    pair.find((p) => p.id === player2Id)?.gender,
  );
  if (gender === null)
    throw new HttpError(422, ELIGIBILITY_MESSAGES.teamGenderUnknown, {
      player2Id: [ELIGIBILITY_MESSAGES.teamGenderUnknown],
    });
  const [team] = await db
    .insert(doublesTeams)
    .values({ player1Id, player2Id, gender })
    .onConflictDoNothing()
    .returning();
  return team ?? (await findDoublesTeam(db, player1Id, player2Id))!;
}

/** GET /api/doubles-teams/search: the team of the two players, or 404 (no team yet). */
export async function presentDoublesTeam(db: DbOrTx, player1Id: number, player2Id: number): Promise<TDoublesTeam> {
  const team = await findDoublesTeam(db, player1Id, player2Id);
  if (!team) throw notFound('Δε βρέθηκε ομάδα διπλών');
  const pair = await db
    .select({ id: players.id, displayName: players.displayName })
    .from(players)
    .where(or(eq(players.id, team.player1Id), eq(players.id, team.player2Id)));
  const named = (id: number) => ({ id, displayName: pair.find((p) => p.id === id)?.displayName ?? '' });
  return {
    id: team.id,
    name: team.name,
    gender: team.gender as 0 | 1 | 2,
    player1Id: team.player1Id,
    player2Id: team.player2Id,
    player1: named(team.player1Id),
    player2: named(team.player2Id),
  };
}
