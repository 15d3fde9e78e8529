import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Db } from '../db/client.js';

// Public answers that thousands of phones ask for at once (draws, order of
// play, standings), kept serialised in this process. The database is asked
// for the answer's version at most once a second per key, and the answer is
// rebuilt only when the version moved. An answer is thus at most a second
// stale in any process, well inside the Cache-Control a CDN is given, and
// nothing here needs sharing between processes.

/** How long a version read from the database is trusted. */
export const VERSION_TRUSTED_MS = 1_000;

export interface CachedBody {
  version: number;
  checkedAt: number;
  etag: string;
  /** The JSON, encoded once per version. */
  body: Buffer;
  /** The same, gzipped once per version: a draw of 128 shrinks about tenfold for a phone. */
  gzipped: Buffer;
  /** The same in brotli, which browsers prefer: about a third smaller again than gzip for these tables. */
  brotli: Buffer;
}

/**
 * Brotli at quality 5 costs what gzip costs (a few ms for a 300 KB table),
 * so it can run once per version on the event loop; the top qualities are a
 * hundred times slower for another tenth off.
 */
const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });

export interface VersionCheckedCacheOptions<Key, Head extends { version: number }> {
  /** The answer's current version: one indexed read. Throws (e.g. a 404) when there is no answer to give. */
  readHead(db: Db, key: Key): Promise<Head>;
  /** The answer at that version, validated against its response schema (the route sends the bytes as they are). */
  build(db: Db, key: Key, head: Head): Promise<unknown>;
  etag(key: Key, head: Head): string;
  /** Keys kept at most; the least recently checked is dropped first. */
  maxEntries?: number;
  /** What tells two keys apart, for keys that are not plain values (default: the key itself). */
  identify?(key: Key): string | number;
}

export interface VersionCheckedCache<Key> {
  get(db: Db, key: Key, now?: number): Promise<CachedBody>;
  /** Forgets every cached answer (tests that change data and read it at once). */
  forget(): void;
}

export function versionCheckedCache<Key, Head extends { version: number }>(
  options: VersionCheckedCacheOptions<Key, Head>,
): VersionCheckedCache<Key> {
  const maxEntries = options.maxEntries ?? 256;
  const identify = options.identify ?? ((key: Key) => key as string | number);
  const entries = new Map<string | number, CachedBody>();
  /** One database read at a time per key: a burst of requests shares it. */
  const pending = new Map<string | number, Promise<CachedBody>>();

  // Re-inserting moves a key to the end of the map's order, so the first key is the one checked longest ago.
  const keep = (id: string | number, entry: CachedBody) => {
    entries.delete(id);
    entries.set(id, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string | number);
    return entry;
  };

  async function refresh(db: Db, key: Key, id: string | number, now: number): Promise<CachedBody> {
    const head = await options.readHead(db, key);
    const known = entries.get(id);
    if (known && known.version === head.version) return keep(id, { ...known, checkedAt: now });
    const body = Buffer.from(JSON.stringify(await options.build(db, key, head)));
    return keep(id, {
      version: head.version,
      checkedAt: now,
      etag: options.etag(key, head),
      body,
      gzipped: gzipSync(body),
      brotli: brotli(body),
    });
  }

  return {
    get(db, key, now = Date.now()) {
      const id = identify(key);
      const known = entries.get(id);
      if (known && now - known.checkedAt < VERSION_TRUSTED_MS) return Promise.resolve(known);
      let inFlight = pending.get(id);
      if (!inFlight) {
        inFlight = refresh(db, key, id, now)
          // Gone (404) or failing: nothing stale is kept for it.
          .catch((error: unknown) => {
            entries.delete(id);
            throw error;
          })
          .finally(() => pending.delete(id));
        pending.set(id, inFlight);
      }
      return inFlight;
    },
    forget() {
      entries.clear();
    },
  };
}
