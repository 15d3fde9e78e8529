import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

// What a recount changed: the stored aggregates of each participation before
// and after, compared row by row.

type Row = { id: number; state: string };

async function readRows(tx: Tx, championshipId: number): Promise<Map<number, string>> {
  const { rows } = await tx.execute<Row>(sql`
    select id, concat_ws('|', points, secondary_points, matches_played, wins, losses, open_rank, under_rank) as state
    from championship_participations where championship_id = ${championshipId}`);
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** Runs `recount` and answers the ids of the participations whose standings row it changed. */
export async function changedParticipations(
  tx: Tx,
  championshipId: number,
  recount: () => Promise<void>,
): Promise<number[]> {
  const before = await readRows(tx, championshipId);
  await recount();
  const after = await readRows(tx, championshipId);
  return [...after].filter(([id, state]) => before.get(id) !== state).map(([id]) => id);
}
