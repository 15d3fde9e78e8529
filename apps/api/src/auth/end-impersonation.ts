import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { impersonationLogs } from '../db/schema/index.js';

/**
 * Closes the open self-transform rows of this god user wearing this user: on
 * stop and on logout alike, so /impersonation-logs never shows a transform
 * still running after its session ended.
 */
export async function endImpersonation(
  db: DbOrTx,
  pair: { impersonatorUserId: number; impersonatedUserId: number },
): Promise<void> {
  await db
    .update(impersonationLogs)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(impersonationLogs.impersonatorUserId, pair.impersonatorUserId),
        eq(impersonationLogs.impersonatedUserId, pair.impersonatedUserId),
        isNull(impersonationLogs.endedAt),
      ),
    );
}
