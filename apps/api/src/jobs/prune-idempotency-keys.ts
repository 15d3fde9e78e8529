import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import type { JobDefinition } from './job-runner.js';

/**
 * An Idempotency-Key protects a top-up or charge from its own retries, which
 * come within seconds or minutes (decision 023). A day later a request with
 * the same key is a new request, so older keys go.
 */
export async function pruneIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

export const pruneIdempotencyKeysJob = (db: Db): JobDefinition => ({
  name: 'prune-idempotency-keys',
  cron: '50 3 * * *',
  handle: async () => {
    await pruneIdempotencyKeys(db);
  },
});
