import { and, eq, type SQL } from 'drizzle-orm';
import type { TChampionshipMatchFilters } from '@tennis/contracts';
import { matches } from '../../db/schema/index.js';
import { matchFilterConditions } from '../../matches/match-list-filters.js';

/** The where clause of the match list and of its export: one reading of the filters for both. */
export function championshipMatchWhere(championshipId: number, filters: TChampionshipMatchFilters): SQL | undefined {
  return and(
    eq(matches.kind, 'championship'),
    eq(matches.championshipId, championshipId),
    ...matchFilterConditions(filters),
  );
}
