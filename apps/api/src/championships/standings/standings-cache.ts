import { ZStandingsResponse } from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { versionCheckedCache, type CachedBody } from '../../lib/version-checked-cache.js';
import { loadStandings, loadStandingsHead } from './load-standings.js';

export { VERSION_TRUSTED_MS } from '../../lib/version-checked-cache.js';

// The serialised standings of each championship, kept in this process and
// rebuilt only when the championship's standings_version moved (checked at
// most once a second): on a final's day thousands of phones ask for the same
// table.

const standingsCache = versionCheckedCache({
  name: 'standings',
  readHead: loadStandingsHead,
  build: async (db, _championshipId: number, head) => ZStandingsResponse.parse(await loadStandings(db, head)),
  etag: (_championshipId, head) => `"standings-${head.id}-${head.version}"`,
});

/** The table's ETag and JSON body (plain, gzip and brotli); 404 (thrown) for a draft or an unknown championship. */
export function cachedStandings(db: Db, championshipId: number, now?: number): Promise<CachedBody> {
  return standingsCache.get(db, championshipId, now);
}

/** Forgets every cached table (tests that change standings and read them at once). */
export function forgetCachedStandings(): void {
  standingsCache.forget();
}

/** Asks for every table's version on its next read (a live page heard of a change and refetches). */
export function distrustCachedStandings(): void {
  standingsCache.distrust();
}
