import { sql } from 'drizzle-orm';
import { compareResultsRows, isInLeague, type ResultsRow } from '@tennis/domain';
import type { Tx } from '../../db/client.js';
import { jsonRecordset, jsonRows } from '../../db/json-rows.js';

// Re-ranks a championship's OPEN and UNDER 2.5 tables from the aggregates
// stored on its participations, with the domain's order (decision 006). The
// aggregates are the points already computed, so ranking 1,000 players is a
// sort, not a recount of their matches.

interface StoredRow {
  id: number;
  playerId: number;
  atrp: number;
  status: ResultsRow['status'];
  points: number;
  secondaryPoints: number;
  matchesPlayed: number;
  wins: number;
  losses: number;
  openRank: number | null;
  underRank: number | null;
}

function toResultsRow(row: StoredRow): ResultsRow {
  return {
    rank: null,
    participationId: row.id,
    playerId: row.playerId,
    atrp: row.atrp,
    status: row.status,
    points: row.points,
    // The split of points is not stored; the ranking never reads it.
    participationPoints: 0,
    winPoints: 0,
    secondaryPoints: row.secondaryPoints,
    matchesPlayed: row.matchesPlayed,
    wins: row.wins,
    losses: row.losses,
  };
}

/** The domain's order; PLAY and PAUSE rows numbered 1..n, OFF rows unranked (decision 006). */
function rankRows(rows: ResultsRow[]): ResultsRow[] {
  rows.sort(compareResultsRows);
  let rank = 0;
  for (const row of rows) row.rank = row.status === 'off' ? null : (rank += 1);
  return rows;
}

/**
 * Writes open_rank and under_rank of the championship's participations. Only
 * rows whose rank moved are written: one new result usually moves a handful
 * of players, and rewriting a thousand rows per score was most of its cost.
 */
export async function rankStoredStandings(tx: Tx, championshipId: number): Promise<void> {
  const rows = await jsonRows<StoredRow>(
    tx,
    sql`
    select id, player_id as "playerId", atrp::float8 as atrp, status, points,
      secondary_points as "secondaryPoints", matches_played as "matchesPlayed", wins, losses,
      open_rank as "openRank", under_rank as "underRank"
    from championship_participations
    where championship_id = ${championshipId} and state = 'approved' and atrp is not null`,
  );
  const ranks = new Map<number, { open: number | null; under: number | null }>();
  const open = rankRows(rows.map(toResultsRow));
  for (const row of open) ranks.set(row.participationId, { open: row.rank, under: null });
  const under = rankRows(rows.filter((row) => isInLeague(row, 'under-2.5')).map(toResultsRow));
  for (const row of under) ranks.get(row.participationId)!.under = row.rank;

  // Participations that left the tables (no longer approved, no ATRP) lose their ranks.
  await tx.execute(sql`
    update championship_participations set open_rank = null, under_rank = null
    where championship_id = ${championshipId} and (state <> 'approved' or atrp is null)
      and (open_rank is not null or under_rank is not null)`);
  const changed = rows.filter((row) => {
    const rank = ranks.get(row.id)!;
    return rank.open !== row.openRank || rank.under !== row.underRank;
  });
  if (changed.length === 0) return;
  const moved = changed.map((row) => ({
    id: row.id,
    open_rank: ranks.get(row.id)!.open,
    under_rank: ranks.get(row.id)!.under,
  }));
  await tx.execute(sql`
    update championship_participations as cp
    set open_rank = v.open_rank, under_rank = v.under_rank
    from ${jsonRecordset(moved, 'v', 'id integer, open_rank integer, under_rank integer')}
    where cp.id = v.id`);
}
