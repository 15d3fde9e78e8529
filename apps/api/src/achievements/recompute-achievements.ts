import { sql } from 'drizzle-orm';
import { unlockAchievements } from '@tennis/domain';
import type { Db, DbOrTx } from '../db/client.js';
import { playerAchievements } from '../db/schema/index.js';
import { loadAchievementMatches } from './load-achievement-matches.js';
import { syncAchievementCatalogue } from './sync-achievement-catalogue.js';

const pairKey = (playerId: number, achievementId: number) => `${playerId}:${achievementId}`;

/**
 * Replays the players' results and stores what they unlock (decision 030).
 * Idempotent: an unlock already stored stays as it is (`on conflict do
 * nothing`), so running it twice unlocks nothing twice. Each new unlock is
 * marked for its mail (decision 031), except those in `known`: what a rebuild
 * found unlocked before, which is no news. Answers how many unlocks are new.
 */
export async function recomputeAchievements(
  db: DbOrTx,
  playerIds: readonly number[] | 'all',
  known: ReadonlySet<string> = new Set(),
): Promise<number> {
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
        unlocks.slice(start, start + 1000).map((u) => {
          const achievementId = ids.get(u.key)!;
          return {
            playerId: u.playerId,
            achievementId,
            matchId: u.matchId,
            achievedAt: u.at,
            championshipId: sql`(select championship_id from matches where id = ${u.matchId})`,
            mailPending: !known.has(pairKey(u.playerId, achievementId)),
          };
        }),
      )
      .onConflictDoNothing({ target: [playerAchievements.playerId, playerAchievements.achievementId] })
      .returning({ id: playerAchievements.id });
    created += rows.length;
  }
  return created;
}

/**
 * The god action: every unlock forgotten and computed again from all results,
 * in one transaction. What was unlocked before is stored again without a mail
 * to send; only an unlock the players never had is news.
 */
export async function rebuildAchievements(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await tx.delete(playerAchievements).returning({
      playerId: playerAchievements.playerId,
      achievementId: playerAchievements.achievementId,
      mailPending: playerAchievements.mailPending,
    });
    // An unlock whose mail was still to go keeps it to go.
    const mailed = before.filter((row) => !row.mailPending);
    return recomputeAchievements(tx, 'all', new Set(mailed.map((row) => pairKey(row.playerId, row.achievementId))));
  });
}
