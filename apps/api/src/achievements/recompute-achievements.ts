import { sql } from 'drizzle-orm';
import { unlockAchievements } from '@tennis/domain';
import type { Db, DbOrTx } from '../db/client.js';
import { playerAchievements } from '../db/schema/index.js';
import { loadAchievementMatches } from './load-achievement-matches.js';
import { syncAchievementCatalogue } from './sync-achievement-catalogue.js';

/**
 * Replays the players' results and stores what they unlock (decision 030).
 * Idempotent: an unlock already stored stays as it is (`on conflict do
 * nothing`), so running it twice unlocks nothing twice. Answers how many
 * unlocks are new.
 */
export async function recomputeAchievements(db: DbOrTx, playerIds: readonly number[] | 'all'): Promise<number> {
  if (playerIds !== 'all' && playerIds.length === 0) return 0;
  const ids = await syncAchievementCatalogue(db);
  const wanted = playerIds === 'all' ? null : new Set(playerIds);
  const unlocks = unlockAchievements(await loadAchievementMatches(db, playerIds)).filter(
    (u) => wanted === null || wanted.has(u.playerId),
  );
  let created = 0;
  // A chunk keeps each statement well under the driver's parameter limit.
  for (let start = 0; start < unlocks.length; start += 1000) {
    const rows = await db
      .insert(playerAchievements)
      .values(
        unlocks.slice(start, start + 1000).map((u) => ({
          playerId: u.playerId,
          achievementId: ids.get(u.key)!,
          matchId: u.matchId,
          achievedAt: u.at,
          championshipId: sql`(select championship_id from matches where id = ${u.matchId})`,
        })),
      )
      .onConflictDoNothing({ target: [playerAchievements.playerId, playerAchievements.achievementId] })
      .returning({ id: playerAchievements.id });
    created += rows.length;
  }
  return created;
}

/** The god action: every unlock forgotten and computed again from all results, in one transaction. */
export async function rebuildAchievements(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(playerAchievements);
    return recomputeAchievements(tx, 'all');
  });
}
