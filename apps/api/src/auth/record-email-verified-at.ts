import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** better-auth keeps only the verified flag; the moment is ours, and the first confirmation counts. */
export async function recordEmailVerifiedAt(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
