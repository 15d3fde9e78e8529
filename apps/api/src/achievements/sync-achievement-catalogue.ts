import { notInArray, sql } from 'drizzle-orm';
import { ACHIEVEMENT_CATALOGUE } from '@tennis/domain';
import type { DbOrTx } from '../db/client.js';
import { achievements } from '../db/schema/index.js';

/**
 * Makes the achievements table the domain's catalogue (decision 030): rows
 * of keys the catalogue no longer has go, with their unlocks; the others are
 * inserted or brought up to date by key. Answers the ids by key.
 */
export async function syncAchievementCatalogue(db: DbOrTx): Promise<Map<string, number>> {
  const keys = ACHIEVEMENT_CATALOGUE.map((a) => a.key);
  await db.delete(achievements).where(notInArray(achievements.key, keys));
  const rows = await db
    .insert(achievements)
    .values(
      ACHIEVEMENT_CATALOGUE.map((a) => ({
        key: a.key,
        family: a.family,
        tier: a.tier,
        name: a.el.name,
        description: a.el.description,
        threshold: a.threshold,
        position: a.tier - 1,
      })),
    )
    .onConflictDoUpdate({
      target: achievements.key,
      set: {
        family: sql`excluded.family`,
        tier: sql`excluded.tier`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        threshold: sql`excluded.threshold`,
        position: sql`excluded.position`,
      },
    })
    .returning({ id: achievements.id, key: achievements.key });
  return new Map(rows.map((row) => [row.key, row.id]));
}
