import { ACHIEVEMENT_FAMILY_NAMES, type AchievementFamily } from '@tennis/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { achievements, playerAchievements } from '../db/schema/index.js';
import type { JobDefinition } from '../jobs/job-runner.js';
import type { Mailer } from '../mail/mailer.js';
import { mailAchievementUnlocked } from './mail-achievement-unlocked.js';
import type { NotificationEnv } from './mail-match-results.js';

const BATCH = 200;

/** "Σε φόρμα (Σερί νικών · επίπεδο 1)": the achievement's name, its family and its tier. */
function achievementMailTitle(name: string, family: string, tier: number): string {
  const familyName = ACHIEVEMENT_FAMILY_NAMES[family as AchievementFamily]?.el ?? family;
  return `${name} (${familyName} · επίπεδο ${tier})`;
}

/**
 * Mails every unlock still marked for its mail (decision 031), then clears the
 * mark. The mail's key names the player, the achievement and its tier, so a
 * job run twice, or a crash between the mail and the clearing, sends nothing
 * twice; a player who turned achievement mails off, has no account or has not
 * verified their e-mail is not mailed and the mark is cleared all the same. Answers how many mails went.
 */
export async function mailAchievementUnlocks(db: Db, mailer: Mailer, env: NotificationEnv): Promise<number> {
  let sent = 0;
  for (;;) {
    const pending = await db
      .select({
        id: playerAchievements.id,
        playerId: playerAchievements.playerId,
        achievementId: playerAchievements.achievementId,
        tier: achievements.tier,
        name: achievements.name,
        family: achievements.family,
      })
      .from(playerAchievements)
      .innerJoin(achievements, eq(achievements.id, playerAchievements.achievementId))
      .where(eq(playerAchievements.mailPending, true))
      .orderBy(playerAchievements.id)
      .limit(BATCH);
    if (pending.length === 0) return sent;
    for (const unlock of pending) {
      const title = achievementMailTitle(unlock.name, unlock.family, unlock.tier);
      if (await mailAchievementUnlocked(db, mailer, env, { ...unlock, title })) sent += 1;
    }
    await db
      .update(playerAchievements)
      .set({ mailPending: false })
      .where(
        and(
          eq(playerAchievements.mailPending, true),
          inArray(
            playerAchievements.id,
            pending.map((unlock) => unlock.id),
          ),
        ),
      );
  }
}

/**
 * Every minute, what is still to be mailed: the achievements job mails its
 * own unlocks at once, this catches up after a rebuild or a failed run.
 */
export const mailAchievementUnlocksJob = (db: Db, mailer: Mailer, env: NotificationEnv): JobDefinition => ({
  name: 'mail-achievement-unlocks',
  cron: '* * * * *',
  handle: async () => {
    await mailAchievementUnlocks(db, mailer, env);
  },
});
