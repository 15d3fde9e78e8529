import type { TChampionshipMatchFilters } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { pageOfMatches, type MatchPage } from '../../matches/page-of-matches.js';
import { championshipMatchWhere } from './championship-match-filters.js';

/** A page, newest first; its length comes validated from the query (spec 3 §9: ten unless asked). */
export function listChampionshipMatches(
  db: DbOrTx,
  championshipId: number,
  filters: TChampionshipMatchFilters,
  paging: { page: number; pageLength: number },
): Promise<MatchPage> {
  return pageOfMatches(db, championshipMatchWhere(championshipId, filters), paging);
}
