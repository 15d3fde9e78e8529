import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Db } from '../db/client.js';
import { countCacheAnswer } from './cache-counts.js';

// Public answers that thousands of phones ask for at once (draws, order of
// play, standings), kept serialised in this process. The database is asked
// for the answer's version at most once a second per key, and the answer is
// rebuilt only when the version moved. In the second after that, requests
// are still answered at once while the version is read (stale while
// revalidate); later ones wait for the read. An answer is thus at most two
// seconds stale in any process (one when followed live: decision 032), well
// inside the Cache-Control a CDN is given, and nothing here needs sharing
// between processes.

/** How long a version read from the database is trusted. */
export const VERSION_TRUSTED_MS = 1_000;
/** Past the trusted second and up to this age, an answer is still given at once while its version is read again. */
const STALE_WHILE_REVALIDATE_MS = 2 * VERSION_TRUSTED_MS;
/** warm() rebuilds the answers asked for this recently, at most WARM_MAX of them, newest first. */
const WARM_WINDOW_MS = 60_000;
const WARM_MAX = 32;

/** A number moved by triggers, or a text when the answer also depends on something else (the clock). */
export type AnswerVersion = number | string;

export interface CachedBody {
  version: AnswerVersion;
  checkedAt: number;
  etag: string;
  /** The JSON, encoded once per version. */
  body: Buffer;
  /** The same, gzipped once per version: a draw of 128 shrinks about tenfold for a phone. */
  gzipped: Buffer;
  /** The same in brotli, which browsers prefer: about a third smaller again than gzip for these tables. */
  brotli: Buffer;
}

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);
/**
 * Brotli at quality 5 costs what gzip costs (a few ms for a 300 KB table);
 * the top qualities are a hundred times slower for another tenth off.
 */
const brotli = (body: Buffer) =>
  brotlied(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });

/**
 * An answer serialised and compressed once, for its version. The compressing
 * runs on libuv's threads: on a busy day the event loop goes on answering
 * while a rebuilt draw of 128 is packed.
 */
async function cachedBody(
  answer: unknown,
  version: AnswerVersion,
  etag: string,
  checkedAt: number,
): Promise<CachedBody> {
  const body = Buffer.from(JSON.stringify(answer));
  const [gz, br] = await Promise.all([gzipped(body), brotli(body)]);
  return { version, checkedAt, etag, body, gzipped: gz, brotli: br };
}

/** The answers checked in the last WARM_WINDOW_MS, newest first (the map's order is the order of the last checks). */
const askedLately = (entries: Map<string | number, CachedBody>, now: number) =>
  [...entries]
    .filter(([, entry]) => now - entry.checkedAt < WARM_WINDOW_MS)
    .slice(-WARM_MAX)
    .reverse()
    .map(([id]) => id);

export interface VersionCheckedCacheOptions<Key, Head extends { version: AnswerVersion }> {
  /** What its hits and misses are counted under (lib/cache-counts.ts, shown by the metrics). */
  name: string;
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
  /** Asks the database for every answer's version on its next request, without rebuilding what has not moved. */
  distrust(): void;
  /**
   * Re-reads now the answers asked for lately and rebuilds those that moved,
   * one after another, then distrust()s the rest. Called before the live pages
   * are told of a change, so that their refetches find the new answers made
   * instead of waiting behind their builds; requests in the meantime are
   * answered as if warm() had not begun.
   */
  warm(db: Db, now?: number): Promise<void>;
}

export function versionCheckedCache<Key, Head extends { version: AnswerVersion }>(
  options: VersionCheckedCacheOptions<Key, Head>,
): VersionCheckedCache<Key> {
  const maxEntries = options.maxEntries ?? 256;
  const identify = options.identify ?? ((key: Key) => key as string | number);
  const entries = new Map<string | number, CachedBody>();
  /** The key each entry answers, for warm(). */
  const keys = new Map<string | number, Key>();
  /** The distrust() generation each entry's version was read in. */
  const readIn = new Map<string | number, number>();
  /** One database read at a time per key: a burst of requests shares it. */
  const pending = new Map<string | number, { generation: number; startedAt: number; answer: Promise<CachedBody> }>();
  let generation = 0;

  const drop = (id: string | number) => {
    for (const map of [entries, readIn, keys]) map.delete(id);
  };

  // Re-inserting moves a key to the end of the map's order, so the first key is the one checked longest ago.
  const keep = (id: string | number, entry: CachedBody, readInGeneration: number) => {
    // A read that began earlier and ended later (its build was longer) must not put back an older answer.
    const kept = entries.get(id);
    if (kept && kept.checkedAt > entry.checkedAt) return kept;
    entries.delete(id);
    entries.set(id, entry);
    readIn.set(id, readInGeneration);
    if (entries.size > maxEntries) drop(entries.keys().next().value as string | number);
    return entry;
  };

  async function refresh(db: Db, key: Key, id: string | number, now: number, gen: number): Promise<CachedBody> {
    const head = await options.readHead(db, key);
    const known = entries.get(id);
    if (known && known.version === head.version) return keep(id, { ...known, checkedAt: now }, gen);
    const answer = await options.build(db, key, head);
    return keep(id, await cachedBody(answer, head.version, options.etag(key, head), now), gen);
  }

  /**
   * The version read again (one read per key at a time, shared), and the answer rebuilt if it moved.
   * A read already under way is joined when it began in this generation and not before `notBefore`.
   */
  function revalidate(db: Db, key: Key, id: string | number, now: number, notBefore = -Infinity) {
    let inFlight = pending.get(id);
    // A read that began before distrust() (or before warm()) may have seen the version before the change: not joined.
    if (!inFlight || inFlight.generation !== generation || inFlight.startedAt < notBefore) {
      keys.set(id, key);
      const answer = refresh(db, key, id, now, generation)
        // Gone (404) or failing: nothing stale is kept for it.
        .catch((error: unknown) => {
          drop(id);
          throw error;
        })
        .finally(() => {
          if (pending.get(id)?.answer === answer) pending.delete(id);
        });
      inFlight = { generation, startedAt: performance.now(), answer };
      pending.set(id, inFlight);
    }
    return inFlight.answer;
  }

  function get(db: Db, key: Key, now = Date.now()): Promise<CachedBody> {
    const id = identify(key);
    const known = entries.get(id);
    const age = known && readIn.get(id) === generation ? now - known.checkedAt : Infinity;
    // A hit is an answer given without waiting for the database; a stale one given while it is asked counts too.
    countCacheAnswer(options.name, age < STALE_WHILE_REVALIDATE_MS);
    if (age < VERSION_TRUSTED_MS) return Promise.resolve(known!);
    const answer = revalidate(db, key, id, now);
    if (age >= STALE_WHILE_REVALIDATE_MS) return answer;
    // Answered now, while the version is read: never waiting for a read queued behind a write.
    answer.catch(() => undefined);
    return Promise.resolve(known!);
  }

  return {
    get,
    forget() {
      for (const map of [entries, readIn, keys]) map.clear();
    },
    distrust() {
      generation += 1;
    },
    async warm(db, now = Date.now()) {
      // Requests meanwhile are answered with what they trusted; nobody waits for the rebuilds, which
      // run one after another. A request and warm() share one rebuild once warm() has begun.
      const began = performance.now();
      const warmed: (string | number)[] = [];
      for (const id of askedLately(entries, now)) {
        const key = keys.get(id);
        if (key === undefined) continue;
        const made = await revalidate(db, key, id, now, began).catch(() => undefined);
        if (made) warmed.push(id);
      }
      // Then distrust(), except for the answers just made from versions read now.
      generation += 1;
      for (const id of warmed) readIn.set(id, generation);
    },
  };
}
