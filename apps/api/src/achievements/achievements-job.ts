import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db, DbOrTx } from '../db/client.js';
import type { JobDefinition } from '../jobs/job-runner.js';
import type { Mailer } from '../mail/mailer.js';
import { mailAchievementUnlocks } from '../notifications/mail-achievement-unlocks.js';
import type { NotificationEnv } from '../notifications/mail-match-results.js';
import { recomputeAchievements } from './recompute-achievements.js';

// After a championship or tournament match concludes, its players'
// achievements are recomputed by a job, never inside the scoring request
// (decision 030). The score core runs in a transaction, on a database that
// may be an embedded PGlite serving one transaction at a time, so the job is
// not sent through that transaction: it is sent a few seconds ahead, and it
// reads the match's players when it runs. A job that ran too early, or a
// runner that was down, is healed by the next match or by the rebuild.

const RECOMPUTE_ACHIEVEMENTS_JOB = 'recompute-achievements';
const START_AFTER_SECONDS = 5;

let queue: { boss: PgBoss; onError: (error: unknown) => void } | null = null;

/** Called once the job runner has started; before that (tests, scripts) nothing is queued. */
export function connectAchievementQueue(boss: PgBoss, onError: (error: unknown) => void): void {
  queue = { boss, onError };
}

export function queueAchievementRecompute(matchId: number): void {
  if (!queue) return;
  const { boss, onError } = queue;
  boss
    .send(
      RECOMPUTE_ACHIEVEMENTS_JOB,
      { matchId },
      { startAfter: START_AFTER_SECONDS, singletonKey: `match-${matchId}` },
    )
    .catch(onError);
}

async function playersOfMatch(db: DbOrTx, matchId: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select distinct unnest(array[home_player1_id, home_player2_id, away_player1_id, away_player2_id]) as id
    from matches where id = ${matchId} and kind in ('championship', 'tournament')`);
  return rows.map((row) => row.id).filter((id) => id !== null);
}

/** The job's work: the match's players recomputed in one transaction; answers the new unlocks. */
export async function recomputeAchievementsForMatch(db: Db, matchId: number): Promise<number> {
  return db.transaction(async (tx) => recomputeAchievements(tx, await playersOfMatch(tx, matchId)));
}

/**
 * The job: the match's players recomputed, then the new unlocks mailed, once
 * the transaction that stored them has committed (the mailer writes its row
 * outside any transaction).
 */
export const recomputeAchievementsJob = (
  db: Db,
  mail: { mailer: Mailer; env: NotificationEnv },
): JobDefinition<{ matchId?: number }> => ({
  name: RECOMPUTE_ACHIEVEMENTS_JOB,
  handle: async ({ matchId }) => {
    if (typeof matchId === 'number') await recomputeAchievementsForMatch(db, matchId);
    await mailAchievementUnlocks(db, mail.mailer, mail.env);
  },
});
