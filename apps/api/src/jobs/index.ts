import { recomputeAchievementsJob } from '../achievements/achievements-job.js';
import { weeklyStandingsRefreshJob } from '../championships/standings/weekly-standings-refresh.js';
import { dailyBackupJob } from '../backup/backup-job.js';
import type { Env } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { mailAchievementUnlocksJob } from '../notifications/mail-achievement-unlocks.js';
import { mailMatchResultsJob, type NotificationEnv } from '../notifications/mail-match-results.js';
import { mailMonthlyInsightsJob } from '../notifications/mail-monthly-insights.js';
import { mailNewTournamentsJob } from '../notifications/mail-new-tournaments.js';
import type { JobDefinition } from './job-runner.js';
import { pruneExpiredAuthRowsJob } from './prune-expired-auth-rows.js';
import { pruneIdempotencyKeysJob } from './prune-idempotency-keys.js';
import { pruneSearchChangesJob } from './prune-search-changes.js';

/** Every scheduled or queued job of the platform, in one list. */
export const allJobs = (
  database: Database,
  deps: { mailer: Mailer; env: NotificationEnv & Pick<Env, 'DATA_DIR' | 'BACKUP_KEEP' | 'STORAGE_URL'> },
): JobDefinition[] => {
  const { db } = database;
  return [
    pruneExpiredAuthRowsJob(db),
    pruneSearchChangesJob(db),
    pruneIdempotencyKeysJob(db),
    weeklyStandingsRefreshJob(db),
    mailMatchResultsJob(db, deps.mailer, deps.env),
    mailMonthlyInsightsJob(db, deps.mailer, deps.env),
    mailNewTournamentsJob(db, deps.mailer, deps.env),
    recomputeAchievementsJob(db, deps) as JobDefinition,
    mailAchievementUnlocksJob(db, deps.mailer, deps.env),
    dailyBackupJob(database, deps.env),
  ];
};
