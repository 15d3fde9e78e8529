import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/job-runner.js';
import { rebuildStandings } from './update-standings.js';

// The Monday morning refresh of the rules text (spec 3 §9): every underway
// championship is recounted from scratch, which also heals anything an
// incremental update could have missed, and the week's tables are kept as a
// weekly snapshot.

/** Writes the stored tables of a championship as a weekly snapshot. */
async function snapshotWeek(tx: Tx, championshipId: number, now: Date): Promise<void> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into standings_snapshots (championship_id, kind, computed_at, created_at)
    values (${championshipId}, 'weekly', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz) returning id`);
  const snapshotId = rows[0]!.id;
  // An OFF row has no rank; the column is required, so it stores its place at the bottom.
  for (const [league, rankColumn, condition] of [
    ['open', sql.raw('open_rank'), sql`true`],
    ['under', sql.raw('under_rank'), sql`atrp <= 2.5 and ch.open_under`],
  ] as const) {
    await tx.execute(sql`
      insert into standings_entries (snapshot_id, championship_participation_id, player_id, league, rank, points,
        secondary_points, status, matches_played, wins, losses)
      select ${snapshotId}, cp.id, cp.player_id, ${league}::league,
        row_number() over (order by cp.${rankColumn} is null, cp.${rankColumn}, cp.points desc, cp.id),
        cp.points, cp.secondary_points, cp.status, cp.matches_played, cp.wins, cp.losses
      from championship_participations cp join championships ch on ch.id = cp.championship_id
      where cp.championship_id = ${championshipId} and cp.state = 'approved' and cp.atrp is not null and ${condition}`);
  }
}

/** Rebuilds every underway championship, one transaction each; answers how many were refreshed. */
export async function refreshWeeklyStandings(db: Db, now: Date = new Date()): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from championships where state = 'underway' order by id`,
  );
  for (const { id } of rows) {
    await db.transaction(async (tx) => {
      await rebuildStandings(tx, id);
      await snapshotWeek(tx, id, now);
    });
  }
  return rows.length;
}

export const weeklyStandingsRefreshJob = (db: Db): JobDefinition => ({
  name: 'weekly-standings-refresh',
  // Monday 06:00 on an Athens clock: the rules text's "every Monday morning".
  cron: '0 6 * * 1',
  handle: async () => {
    await refreshWeeklyStandings(db);
  },
});
