import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { searchChanges } from '../db/schema/index.js';
import type { JobDefinition } from './job-runner.js';

/**
 * The search change log is read within a second by every running process; a
 * process that has not read it for twelve hours loads everything anew
 * (search/live-search-index.ts). So a day of log is plenty: drop the rest.
 */
export async function pruneSearchChanges(db: Db): Promise<number> {
  const gone = await db
    .delete(searchChanges)
    .where(lt(searchChanges.createdAt, sql`now() - interval '1 day'`))
    .returning({ seq: searchChanges.seq });
  return gone.length;
}

export const pruneSearchChangesJob = (db: Db): JobDefinition => ({
  name: 'prune-search-changes',
  cron: '45 3 * * *',
  handle: async () => {
    await pruneSearchChanges(db);
  },
});
