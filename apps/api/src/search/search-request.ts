import { SEARCH_MIN_LENGTH } from '@tennis/contracts';
import type { ManagedHosts } from '../auth/backoffice-policy.js';

export type SearchKind = 'championship' | 'tournament' | 'player';

/** One hit, before it is presented (present-search-results.ts). */
export interface SearchRow {
  kind: SearchKind;
  id: number;
  title: string;
  subtitle: string | null;
  slug: string | null;
  hostSlug: string | null;
  tier: number;
}

/** Which unpublished (draft) tournaments and championships the searcher may find: those of the hosts they manage. */
type DraftVisibility = ManagedHosts;

export interface SearchRequest {
  term: string;
  scope: 'all' | 'players';
  drafts: DraftVisibility;
}

/** The trimmed term, or null when it is too short to search (shorter terms clear the results). */
export function searchableTerm(raw: string): string | null {
  const term = raw.trim().replace(/\s+/g, ' ');
  return [...term].length >= SEARCH_MIN_LENGTH ? term : null;
}
