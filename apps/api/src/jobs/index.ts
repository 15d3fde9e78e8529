import { recomputeAchievementsJob } from '../achievements/achievements-job.js';
import { weeklyStandingsRefreshJob } from '../championships/standings/weekly-standings-refresh.js';
import type { Db } from '../db/client.js';
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
export const allJobs = (db: Db, mail: { mailer: Mailer; env: NotificationEnv }): JobDefinition[] => [
  pruneExpiredAuthRowsJob(db),
  pruneSearchChangesJob(db),
  pruneIdempotencyKeysJob(db),
  weeklyStandingsRefreshJob(db),
  mailMatchResultsJob(db, mail.mailer, mail.env),
  mailMonthlyInsightsJob(db, mail.mailer, mail.env),
  mailNewTournamentsJob(db, mail.mailer, mail.env),
  recomputeAchievementsJob(db, mail) as JobDefinition,
  mailAchievementUnlocksJob(db, mail.mailer, mail.env),
];
