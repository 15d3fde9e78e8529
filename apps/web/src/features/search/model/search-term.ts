import { SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH, type TGlobalSearchResponse, type TSearchHit } from '@tennis/contracts';

/**
 * The term the palette sends, or null when it is too short to search: the
 * trimmed text needs at least three characters (spec 1 §5), and a shorter one
 * clears the results instead of asking the server.
 */
export function searchableTerm(raw: string): string | null {
  const term = raw.trim();
  return [...term].length >= SEARCH_MIN_LENGTH ? term : null;
}

const SEARCH_GROUPS = ['players', 'tournaments', 'championships'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/**
 * The hits to show, at most twenty in all, filled group by group in the
 * palette's order (players, tournaments, championships); empty groups are left out.
 */
export function limitHits(
  response: TGlobalSearchResponse,
  max: number = SEARCH_MAX_RESULTS,
): { group: SearchGroup; hits: TSearchHit[] }[] {
  let room = max;
  const groups: { group: SearchGroup; hits: TSearchHit[] }[] = [];
  for (const group of SEARCH_GROUPS) {
    const hits = response.data[group].slice(0, Math.max(0, room));
    room -= hits.length;
    if (hits.length > 0) groups.push({ group, hits });
  }
  return groups;
}
