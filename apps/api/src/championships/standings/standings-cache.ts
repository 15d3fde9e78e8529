import { gzipSync } from 'node:zlib';
import { ZStandingsResponse } from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { loadStandings, loadStandingsHead } from './load-standings.js';

// The serialised standings of each championship, kept in this process. On a
// final's day thousands of phones ask for the same table: each process asks
// the database for the table's version at most once a second and rebuilds
// the body only when the version moved. A table is thus at most a second
// stale in any process, well inside the Cache-Control the CDN is given, and
// nothing here needs sharing between processes.

/** How long a version read from the database is trusted. */
export const VERSION_TRUSTED_MS = 1_000;

interface Entry {
  version: number;
  checkedAt: number;
  etag: string;
  /** The JSON, encoded once per version. */
  body: Buffer;
  /** The same, gzipped once per version: a 1,000-player table shrinks about tenfold for a phone. */
  gzipped: Buffer;
}

const entries = new Map<number, Entry>();
/** One database read at a time per championship: a burst of requests shares it. */
const pending = new Map<number, Promise<Entry>>();

async function refresh(db: Db, championshipId: number, now: number): Promise<Entry> {
  const head = await loadStandingsHead(db, championshipId);
  const known = entries.get(championshipId);
  if (known && known.version === head.version) {
    known.checkedAt = now;
    return known;
  }
  const body = Buffer.from(JSON.stringify(ZStandingsResponse.parse(await loadStandings(db, head))));
  const entry = { version: head.version, checkedAt: now, etag: `"standings-${head.id}-${head.version}"`, body, gzipped: gzipSync(body) };
  entries.set(championshipId, entry);
  return entry;
}

/** The table's ETag and JSON body (plain and gzipped); 404 (thrown) for a draft or an unknown championship. */
export async function cachedStandings(db: Db, championshipId: number, now: number = Date.now()): Promise<Entry> {
  const known = entries.get(championshipId);
  if (known && now - known.checkedAt < VERSION_TRUSTED_MS) return known;
  let inFlight = pending.get(championshipId);
  if (!inFlight) {
    inFlight = refresh(db, championshipId, now).finally(() => pending.delete(championshipId));
    pending.set(championshipId, inFlight);
  }
  return inFlight;
}

/** Forgets every cached table (tests that change standings and read them at once). */
export function forgetCachedStandings(): void {
  entries.clear();
}
