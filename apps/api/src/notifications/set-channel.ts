import { eq, sql } from 'drizzle-orm';
import type { TCommunicationTopic } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { communicationPreferences, users } from '../db/schema/index.js';

/** Sets one category's channel; false when the account is gone. */
export async function setChannel(
  db: Db,
  userId: number,
  category: TCommunicationTopic,
  channel: 'email' | 'none',
): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  await db
    .insert(communicationPreferences)
    .values({ userId, category, channel })
    .onConflictDoUpdate({
      target: [communicationPreferences.userId, communicationPreferences.category],
      set: { channel: sql`excluded.channel`, updatedAt: new Date() },
    });
  return true;
}
