import { count, desc, type SQL } from 'drizzle-orm';
import type { TListMeta } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { listMeta } from '../lib/list-meta.js';
import type { MatchRow } from './present-match.js';

export interface MatchPage {
  rows: MatchRow[];
  meta: TListMeta;
}

/**
 * One page of the matches `where` picks, in the back office's order: newest
 * first, matches not yet scheduled ahead of them (PostgreSQL puts nulls first
 * in a descending order); the page length comes validated from the query.
 */
export async function pageOfMatches(
  db: DbOrTx,
  where: SQL | undefined,
  { page, pageLength }: { page: number; pageLength: number },
): Promise<MatchPage> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(where)
      .orderBy(desc(matches.scheduledAt), desc(matches.id))
      .limit(pageLength)
      .offset((page - 1) * pageLength),
    db.select({ total: count() }).from(matches).where(where),
  ]);
  return { rows, meta: listMeta(Number(totals[0]?.total ?? 0), page, pageLength) };
}
