import { sql } from 'drizzle-orm';
import { computeStandings, type StandingsRow } from '@tennis/domain';
import type { Tx } from '../../db/client.js';
import { jsonRecordset } from '../../db/json-rows.js';
import { loadStandingsMatches, loadStandingsParticipations } from './load-standings-inputs.js';
import { rankStoredStandings } from './rank-stored-standings.js';

// The stored standings of a championship: every approved participation keeps
// its points, secondary points, matches played, wins, losses and its ranks in
// the OPEN and UNDER 2.5 tables, so the public tables are a plain read. Every
// change goes through computeStandings (decision 006), so an incremental
// update and a full rebuild always agree.

/** Locks the championship so concurrent updates of its standings run one after another. */
async function lockChampionship(tx: Tx, championshipId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from championships where id = ${championshipId} for update`,
  );
  return rows.length > 0;
}

async function storeAggregates(tx: Tx, rows: readonly StandingsRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((r) => ({
    id: r.participationId,
    points: r.points,
    secondary_points: r.secondaryPoints,
    matches_played: r.matchesPlayed,
    wins: r.wins,
    losses: r.losses,
  }));
  await tx.execute(sql`
    update championship_participations as cp
    set points = v.points, secondary_points = v.secondary_points, matches_played = v.matches_played, wins = v.wins, losses = v.losses
    from ${jsonRecordset(values, 'v', 'id integer, points integer, secondary_points integer, matches_played integer, wins integer, losses integer')}
    where cp.id = v.id`);
}

/** Re-ranks, and marks the tables changed: a new ETag and no stale race of an open month. */
async function finish(tx: Tx, championshipId: number): Promise<void> {
  await rankStoredStandings(tx, championshipId);
  await tx.execute(
    sql`update championships set standings_version = standings_version + 1 where id = ${championshipId}`,
  );
  await tx.execute(sql`
    delete from standings_snapshots
    where championship_id = ${championshipId} and kind = 'monthly-race' and concluded_at is null`);
}

/**
 * Recomputes the given participations from their own concluded matches, then
 * re-ranks. Their points read only their matches and their opponents' levels,
 * so only those participations are loaded, not the whole championship.
 */
async function updateParticipations(
  tx: Tx,
  championshipId: number,
  changed: readonly { id: number; playerId: number }[],
): Promise<void> {
  const participationIds = changed.map((participation) => participation.id);
  const matches = await loadStandingsMatches(tx, championshipId, {
    playerIds: changed.map((participation) => participation.playerId),
  });
  const involved = new Set(participationIds);
  for (const match of matches) involved.add(match.homeParticipationId).add(match.awayParticipationId);
  const participations = await loadStandingsParticipations(tx, championshipId, [...involved]);
  const wanted = new Set(participationIds);
  const rows = computeStandings(participations, matches).filter((row) => wanted.has(row.participationId));
  // A participation no longer approved keeps no points.
  await tx.execute(sql`
    update championship_participations set points = 0, secondary_points = 0, matches_played = 0, wins = 0, losses = 0
    where championship_id = ${championshipId} and (state <> 'approved' or atrp is null)
      and id in (${sql.join(
        participationIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`);
  await storeAggregates(tx, rows);
  await finish(tx, championshipId);
}

/**
 * After a championship match is scored or rolled back: its two players'
 * aggregates are recounted from their concluded matches and both tables are
 * re-ranked. A match of another kind changes nothing. When a match is
 * deleted its row is gone, so call updateStandingsForPlayers with its
 * championship and players instead.
 */
export async function updateStandingsForMatch(tx: Tx, matchId: number): Promise<void> {
  const { rows } = await tx.execute<{
    championshipId: number | null;
    homePlayerId: number | null;
    awayPlayerId: number | null;
  }>(sql`
    select championship_id as "championshipId", home_player1_id as "homePlayerId", away_player1_id as "awayPlayerId"
    from matches where id = ${matchId} and kind = 'championship'`);
  const match = rows[0];
  if (!match?.championshipId) return;
  const playerIds = [match.homePlayerId, match.awayPlayerId].filter((id): id is number => id !== null);
  await updateStandingsForPlayers(tx, match.championshipId, playerIds);
}

/** The same recount for the participations of these players (a deleted match's sides). */
async function updateStandingsForPlayers(tx: Tx, championshipId: number, playerIds: readonly number[]): Promise<void> {
  if (!(await lockChampionship(tx, championshipId))) return;
  if (playerIds.length === 0) return finish(tx, championshipId);
  const { rows } = await tx.execute<{ id: number; playerId: number }>(sql`
    select id, player_id as "playerId" from championship_participations
    where championship_id = ${championshipId} and player_id in (${sql.join(
      playerIds.map((id) => sql`${id}::int`),
      sql`, `,
    )})`);
  if (rows.length === 0) return finish(tx, championshipId);
  await updateParticipations(tx, championshipId, rows);
}

/** Recounts every participation of the championship from all its concluded matches. */
export async function rebuildStandings(tx: Tx, championshipId: number): Promise<void> {
  if (!(await lockChampionship(tx, championshipId))) return;
  const participations = await loadStandingsParticipations(tx, championshipId);
  const matches = await loadStandingsMatches(tx, championshipId);
  await tx.execute(sql`
    update championship_participations set points = 0, secondary_points = 0, matches_played = 0, wins = 0, losses = 0
    where championship_id = ${championshipId} and (state <> 'approved' or atrp is null)`);
  await storeAggregates(tx, computeStandings(participations, matches));
  await finish(tx, championshipId);
}
