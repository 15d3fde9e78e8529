import { count, desc } from 'drizzle-orm';
import type { TChampionshipMatchFilters, TListMeta } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { listMeta } from '../../lib/list-meta.js';
import { matches } from '../../db/schema/index.js';
import type { MatchRow } from '../../matches/present-match.js';
import { championshipMatchWhere } from './championship-match-filters.js';

export interface MatchPage {
  rows: MatchRow[];
  meta: TListMeta;
}

/** A page, newest first; its length comes validated from the query (spec 3 §9: ten unless asked). */
export async function listChampionshipMatches(
  db: DbOrTx,
  championshipId: number,
  filters: TChampionshipMatchFilters,
  { page, pageLength }: { page: number; pageLength: number },
): Promise<MatchPage> {
  const where = championshipMatchWhere(championshipId, filters);
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
  const total = Number(totals[0]?.total ?? 0);
  return { rows, meta: listMeta(total, page, pageLength) };
}
