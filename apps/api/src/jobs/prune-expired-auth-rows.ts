import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters, sessions, verifications } from '../db/schema/index.js';
import type { JobDefinition } from './job-runner.js';

/**
 * Expired sessions and used-up reset or verification tokens are useless and,
 * for tokens, a liability: remove them every night, with the rate-limit
 * counters whose window has closed.
 */
export async function pruneExpiredAuthRows(
  db: Db,
  now: Date = new Date(),
): Promise<{ sessions: number; verifications: number; rateLimitCounters: number }> {
  return db.transaction(async (tx) => {
    const goneSessions = await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const goneTokens = await tx
      .delete(verifications)
      .where(lt(verifications.expiresAt, now))
      .returning({ id: verifications.id });
    const goneCounters = await tx
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expiresAt, now))
      .returning({ key: rateLimitCounters.key });
    return { sessions: goneSessions.length, verifications: goneTokens.length, rateLimitCounters: goneCounters.length };
  });
}

export const pruneExpiredAuthRowsJob = (db: Db): JobDefinition => ({
  name: 'prune-expired-auth-rows',
  cron: '30 3 * * *',
  handle: async () => {
    await pruneExpiredAuthRows(db);
  },
});
