import { and, eq, isNull, or } from 'drizzle-orm';
import { computeInsights } from '../account/compute-insights.js';
import type { Db } from '../db/client.js';
import { communicationPreferences, players, users } from '../db/schema/index.js';
import type { JobDefinition } from '../jobs/job-runner.js';
import type { Mailer } from '../mail/mailer.js';
import { MONTHLY_INSIGHTS_TEMPLATE, monthlyInsightsMail } from '../mail/templates/monthly-insights.js';
import { computeMonthInsights } from './compute-month-insights.js';
import type { NotificationEnv } from './mail-match-results.js';
import { unsubscribeLinks } from './unsubscribe-links.js';

/** The month before `now` in Athens: its key ("2026-10") and its Greek name ("Οκτώβριος 2026"). */
export function pastAthensMonth(now: Date): { key: string; name: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens', year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const year = Number(parts.year);
  const month = Number(parts.month);
  const [pastYear, pastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const name = new Intl.DateTimeFormat('el-GR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(pastYear, pastMonth - 1, 15)),
  );
  return { key: `${pastYear}-${String(pastMonth).padStart(2, '0')}`, name };
}

/**
 * Mails each user whose player played in the past month (Athens time), unless
 * their insights mails are off, that month's numbers (matches, wins, losses,
 * friendlies, achievements unlocked) and where they stand now (upcoming
 * matches, wallet, next match). Once per user and month: a re-run sends nothing.
 */
export async function mailMonthlyInsights(
  db: Db,
  mailer: Mailer,
  env: NotificationEnv,
  now = new Date(),
): Promise<number> {
  const month = pastAthensMonth(now);
  const readers = await db
    .select({ userId: users.id, email: users.email, name: users.name, playerId: players.id })
    .from(users)
    .innerJoin(players, eq(players.userId, users.id))
    .leftJoin(
      communicationPreferences,
      and(eq(communicationPreferences.userId, users.id), eq(communicationPreferences.category, 'insights')),
    )
    .where(
      and(
        // Nothing personal to an address its owner has not confirmed.
        eq(users.emailVerified, true),
        or(isNull(communicationPreferences.channel), eq(communicationPreferences.channel, 'email')),
      ),
    );
  let sent = 0;
  for (const reader of readers) {
    const monthly = await computeMonthInsights(db, reader.playerId, month.key);
    // A month without a match played is nothing to tell.
    if (monthly.played === 0) continue;
    const insights = await computeInsights(db, reader.userId);
    const links = unsubscribeLinks(env, reader.userId, 'insights');
    const mail = monthlyInsightsMail({
      name: reader.name,
      month: month.name,
      monthly,
      insights,
      profileUrl: `${env.APP_URL.replace(/\/$/, '')}/players/${reader.playerId}`,
      unsubscribeUrl: links.pageUrl,
    });
    const id = await mailer.sendOnce(`insights:${month.key}:${reader.userId}`, {
      ...mail,
      to: reader.email,
      template: MONTHLY_INSIGHTS_TEMPLATE,
      userId: reader.userId,
      headers: links.headers,
    });
    if (id !== null) sent += 1;
  }
  return sent;
}

/** The first day of each month, 08:00 Athens time. */
export const mailMonthlyInsightsJob = (db: Db, mailer: Mailer, env: NotificationEnv): JobDefinition => ({
  name: 'mail-monthly-insights',
  cron: '0 8 1 * *',
  handle: async () => {
    await mailMonthlyInsights(db, mailer, env);
  },
});
