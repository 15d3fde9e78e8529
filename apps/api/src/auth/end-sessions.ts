import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions } from '../db/schema/index.js';

/**
 * Signs a user out everywhere (but in `keepSessionId`, the session asking,
 * when there is one): run it in the transaction that changes the password, so
 * no session outlives the password it was opened with.
 */
export async function endSessions(db: DbOrTx, userId: number, keepSessionId: number | null): Promise<void> {
  const theirs = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepSessionId === null ? theirs : and(theirs, ne(sessions.id, keepSessionId)));
}
