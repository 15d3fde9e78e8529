import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { communicationPreferences, players, users } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { ACHIEVEMENT_UNLOCKED_TEMPLATE, achievementUnlockedMail } from '../mail/templates/achievement-unlocked.js';
import type { NotificationEnv } from './mail-match-results.js';
import { unsubscribeLinks } from './unsubscribe-links.js';

export interface AchievementUnlockedNotice {
  playerId: number;
  achievementId: number;
  tier: number;
  /** The Greek title with its tier, as the mail names it. */
  title: string;
}

/**
 * Tells a player with an account of an achievement they unlocked, unless their
 * achievements mails are off. For the achievements job to call: once per
 * player, achievement and tier (a re-run sends nothing); a player without an
 * account, or whose e-mail is not verified yet, is not mailed (nothing personal
 * goes to an address its owner has not confirmed). Resolves with whether a mail was sent.
 */
export async function mailAchievementUnlocked(
  db: Db,
  mailer: Mailer,
  env: NotificationEnv,
  notice: AchievementUnlockedNotice,
): Promise<boolean> {
  const [reader] = await db
    .select({ userId: users.id, email: users.email, name: users.name, channel: communicationPreferences.channel })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .leftJoin(
      communicationPreferences,
      and(eq(communicationPreferences.userId, users.id), eq(communicationPreferences.category, 'achievements')),
    )
    .where(and(eq(players.id, notice.playerId), eq(users.emailVerified, true)));
  if (!reader || reader.channel === 'none') return false;
  const links = unsubscribeLinks(env, reader.userId, 'achievements');
  const mail = achievementUnlockedMail({
    name: reader.name,
    achievement: notice.title,
    achievementUrl: `${env.APP_URL.replace(/\/$/, '')}/players/${notice.playerId}/achievements/${notice.achievementId}`,
    unsubscribeUrl: links.pageUrl,
  });
  const key = `achievement:${notice.playerId}:${notice.achievementId}:${notice.tier}`;
  const id = await mailer.sendOnce(key, {
    ...mail,
    to: reader.email,
    template: ACHIEVEMENT_UNLOCKED_TEMPLATE,
    userId: reader.userId,
    headers: links.headers,
  });
  return id !== null;
}
