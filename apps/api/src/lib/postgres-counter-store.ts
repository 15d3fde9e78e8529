import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import type { Count, CounterStore } from './counter-store.js';

/** The milliseconds left in a row's window, as an integer on both drivers. */
const resetInMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.expiresAt} - now())) * 1000))::int`;

/**
 * Counters in the `rate_limit_counters` table. A hit is one upsert: the row
 * lock of INSERT … ON CONFLICT makes simultaneous hits from many processes
 * count one each, and a hit on an expired window starts a new one.
 */
export function postgresCounterStore(db: Db): CounterStore {
  return {
    async hit(key, windowMs) {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.expiresAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
            expiresAt: sql`case when ${rateLimitCounters.expiresAt} <= now() then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetInMs });
      if (!row) throw new Error(`rate-limit counter ${key} returned no row`);
      return row;
    },
    async read(key) {
      const [row] = await db
        .select({ count: rateLimitCounters.count, resetInMs })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.expiresAt} > now()`);
      return row ?? NONE;
    },
    async clear(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    // The database belongs to the app, which closes it.
    async close() {},
  };
}

const NONE: Count = { count: 0, resetInMs: 0 };
