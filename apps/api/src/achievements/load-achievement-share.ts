import { ACHIEVEMENT_FAMILY_NAMES, type AchievementFamily } from '@tennis/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { achievements, playerAchievements, players } from '../db/schema/index.js';

/** What a shared achievement shows: the player's unlocked achievement, in Greek. */
export interface AchievementShare {
  playerId: number;
  achievementId: number;
  playerName: string;
  name: string;
  description: string;
  familyName: string;
  tier: 1 | 2 | 3 | 4;
}

/** The player's achievement when it is unlocked; null for an unknown player or achievement, or a locked one. */
export async function loadAchievementShare(
  db: DbOrTx,
  playerId: number,
  achievementId: number,
): Promise<AchievementShare | null> {
  const [row] = await db
    .select({
      playerName: players.displayName,
      name: achievements.name,
      description: achievements.description,
      family: achievements.family,
      tier: achievements.tier,
    })
    .from(playerAchievements)
    .innerJoin(players, eq(players.id, playerAchievements.playerId))
    .innerJoin(achievements, eq(achievements.id, playerAchievements.achievementId))
    .where(and(eq(playerAchievements.playerId, playerId), eq(playerAchievements.achievementId, achievementId)));
  if (!row) return null;
  return {
    playerId,
    achievementId,
    playerName: row.playerName,
    name: row.name,
    description: row.description ?? '',
    familyName: ACHIEVEMENT_FAMILY_NAMES[row.family as AchievementFamily]?.el ?? row.family,
    tier: row.tier as AchievementShare['tier'],
  };
}
