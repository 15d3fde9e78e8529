import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calendarFeeds } from '../db/schema/index.js';

/** The feed's address: the API answers it, a calendar app polls it. */
export const feedUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/api/calendar/players/${token}/matches.ics`;

export async function findFeedToken(db: DbOrTx, playerId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.playerId, playerId));
  return row?.token ?? null;
}

/** A new secret for the player's feed; the old address, if any, stops working at once. Whether there was one. */
export async function replaceFeedToken(db: DbOrTx, playerId: number): Promise<{ token: string; replaced: boolean }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(calendarFeeds)
    .values({ playerId, token })
    .onConflictDoUpdate({ target: calendarFeeds.playerId, set: { token, createdAt: new Date() } })
    // xmax is 0 for a fresh insert and the updating transaction's id for an upsert that replaced a row.
    .returning({ replaced: sql<boolean>`xmax::text <> '0'` });
  return { token, replaced: row?.replaced === true };
}

export async function removeFeedToken(db: DbOrTx, playerId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.playerId, playerId));
}

/** The player whose feed this secret opens, or null. */
export async function playerOfFeed(db: DbOrTx, token: string): Promise<number | null> {
  const [row] = await db
    .select({ playerId: calendarFeeds.playerId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  return row?.playerId ?? null;
}
