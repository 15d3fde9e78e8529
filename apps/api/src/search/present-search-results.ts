import type { TGlobalSearchResponse, TSearchHit } from '@tennis/contracts';
import type { SearchRow } from './search-request.js';

const urlOf = (row: SearchRow): string => {
  switch (row.kind) {
    case 'player':
      return `/players/${row.id}`;
    case 'tournament':
      return `/tournaments/${encodeURIComponent(row.hostSlug ?? '')}/${encodeURIComponent(row.slug ?? '')}`;
    case 'championship':
      return `/championships/${encodeURIComponent(row.slug ?? '')}`;
  }
};

/** Hits grouped by kind, each linking to its page, in the order the search ranked them. */
export function presentSearchResults(rows: readonly SearchRow[]): TGlobalSearchResponse {
  const data: TGlobalSearchResponse['data'] = { players: [], tournaments: [], championships: [] };
  const groups = { player: data.players, tournament: data.tournaments, championship: data.championships };
  for (const row of rows) {
    const hit: TSearchHit = { id: row.id, title: row.title, subtitle: row.subtitle, url: urlOf(row) };
    groups[row.kind].push(hit);
  }
  return { data };
}
