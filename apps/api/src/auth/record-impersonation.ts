import type { DbOrTx } from '../db/client.js';
import { impersonationLogs } from '../db/schema/index.js';

/** One row of /impersonation-logs: the god user, whom they became, in which session, from where. */
export async function recordImpersonation(
  db: DbOrTx,
  entry: { impersonatorUserId: number; impersonatedUserId: number; sessionId: number; ipAddress: string },
): Promise<void> {
  await db.insert(impersonationLogs).values(entry);
}
