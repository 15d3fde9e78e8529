import type { Db } from '../db/client.js';
import { liveSearchIndex } from './live-search-index.js';
import { searchNames } from './search-index.js';
import type { SearchRequest, SearchRow } from './search-request.js';

export type { SearchRequest, SearchRow } from './search-request.js';

/**
 * The global search (spec 1 §2.2, §5) over this process's in-memory index of
 * the database's names; an empty list for a term shorter than three characters.
 */
export async function searchEverything(db: Db, request: SearchRequest): Promise<SearchRow[]> {
  return searchNames(await liveSearchIndex(db).current(), request);
}
