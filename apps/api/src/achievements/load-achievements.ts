import { asc, eq, sql } from 'drizzle-orm';
import type { TAchievement } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { achievements, playerAchievements } from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';

/** The catalogue in family and tier order, each marked unlocked from the point of view of a player, when given. */
export async function loadAchievements(db: DbOrTx, fromPOV: number | null, limit = 1000): Promise<TAchievement[]> {
  const rows = await db
    .select({
      id: achievements.id,
      key: achievements.key,
      family: achievements.family,
      tier: achievements.tier,
      name: achievements.name,
      description: achievements.description,
      threshold: achievements.threshold,
      achievedAt: playerAchievements.achievedAt,
      matchId: playerAchievements.matchId,
    })
    .from(achievements)
    .leftJoin(
      playerAchievements,
      sql`${eq(playerAchievements.achievementId, achievements.id)} and ${playerAchievements.playerId} = ${fromPOV ?? 0}`,
    )
    .orderBy(asc(achievements.family), asc(achievements.tier))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    family: row.family,
    tier: row.tier as TAchievement['tier'],
    name: row.name,
    description: row.description ?? '',
    threshold: row.threshold ?? 0,
    unlocked: row.achievedAt !== null,
    achievedAt: row.achievedAt ? formatAthensDateTime(row.achievedAt) : null,
    matchId: row.matchId,
  }));
}
