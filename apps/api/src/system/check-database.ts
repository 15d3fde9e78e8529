import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** Throws when the database does not answer, so the health check fails instead of reporting ok. */
export async function checkDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
