import { greeklishKey, hasGreekLetters } from '@tennis/domain';
import type { Db } from '../db/client.js';
import { liveSearchIndex } from './live-search-index.js';
import { tierOf } from './search-index.js';

/** Enough for a picker to filter by host or championship and still fill its twenty. */
const MAX_IDS = 500;

/**
 * The players whose name Greeklish finds for a term typed in Latin letters
 * (a word of the name starting with it), from this process's in-memory index;
 * none for a Greek term or one under two letters. The SQL pickers add these
 * ids to what their own name match finds.
 */
export async function greeklishPlayerIds(db: Db, raw: string): Promise<number[]> {
  const term = raw.trim();
  if (term.length < 2 || hasGreekLetters(term)) return [];
  const key = greeklishKey(term);
  if (key === '') return [];
  const index = (await liveSearchIndex(db).current()).playersGreeklish;
  const ids: number[] = [];
  for (const entry of index.withWordStarting(key.split(' ')[0]!)) {
    if (tierOf(entry.searchName, key) <= 1 && tierOf(entry.searchName, key) >= 0) ids.push(entry.id);
    if (ids.length >= MAX_IDS) break;
  }
  return ids;
}
