import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { cacheCounts } from './cache-counts.js';
import { VERSION_TRUSTED_MS, versionCheckedCache } from './version-checked-cache.js';

// The cache's own bookkeeping, with a version and a build the test controls:
// how many times an answer is made is what a busy day pays for.

/** Never read: readHead and build below answer without a database. */
const db = {} as Db;

function countingCache() {
  const state = { version: 1, builds: 0, gates: new Map<number, Promise<void>>() };
  // A build waits at the gate its key had when its version was read.
  const cache = versionCheckedCache<number, { version: number; gate: Promise<void> | undefined }>({
    name: 'test-answers',
    readHead: async (_db, key) => ({ version: state.version, gate: state.gates.get(key) }),
    build: async (_db, key, head) => {
      state.builds += 1;
      await head.gate;
      return { key, version: head.version };
    },
    etag: (key, head) => `"${key}-${head.version}"`,
  });
  return { cache, state };
}

function gate(): [Promise<void>, () => void] {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return [closed, open];
}

const versionOf = (body: Buffer) => (JSON.parse(body.toString()) as { version: number }).version;

describe('versionCheckedCache', () => {
  it('counts an answer from memory, fresh or stale, as a hit and one that waited for the database as a miss', async () => {
    const { cache } = countingCache();
    const counted = () => ({ ...(cacheCounts().get('test-answers') ?? { hits: 0, misses: 0 }) });
    const before = counted();
    const start = 4_000_000;
    await cache.get(db, 9, start); // nothing kept yet: waits
    await cache.get(db, 9, start + 10); // trusted
    await cache.get(db, 9, start + VERSION_TRUSTED_MS + 10); // stale: answered while the version is read again
    await cache.get(db, 9, start + 5 * VERSION_TRUSTED_MS); // too old to give: waits
    const after = counted();
    expect({ hits: after.hits - before.hits, misses: after.misses - before.misses }).toEqual({ hits: 2, misses: 2 });
  });

  it('makes a moved answer once when a request comes due while warm() rebuilds it', async () => {
    const { cache, state } = countingCache();
    const start = 1_000_000;
    await cache.get(db, 7, start);
    expect(state.builds).toBe(1);
    state.version = 2;

    const warming = cache.warm(db, start + VERSION_TRUSTED_MS + 100);
    // Its trusted second is over: without warm() it would read the version and rebuild itself.
    const meanwhile = await cache.get(db, 7, start + VERSION_TRUSTED_MS + 200);
    expect(versionOf(meanwhile.body)).toBe(1);
    await warming;

    expect(state.builds).toBe(2);
    expect(versionOf((await cache.get(db, 7, start + VERSION_TRUSTED_MS + 300)).body)).toBe(2);
    expect(state.builds).toBe(2);
  });

  it('joins in warm() a rebuild a request began after the change', async () => {
    const { cache, state } = countingCache();
    const start = 2_000_000;
    await cache.get(db, 7, start);
    await cache.get(db, 8, start);
    state.version = 2;
    const [gate8, open8] = gate();
    const [gate7, open7] = gate();
    state.gates.set(8, gate8).set(7, gate7);

    // warm() takes the most recently asked first: 8, whose build waits at its gate, then 7.
    const warming = cache.warm(db, start + VERSION_TRUSTED_MS + 100);
    // Meanwhile key 7's trusted second ends and a request begins its rebuild, which waits too.
    await cache.get(db, 7, start + VERSION_TRUSTED_MS + 150);
    state.gates.clear();
    open8();
    await new Promise((resolve) => setImmediate(resolve));
    open7();
    await warming;

    // 1 + 1 at first, then one each for version 2: warm() waited for the request's copy of 7.
    expect(state.builds).toBe(4);
    expect(versionOf((await cache.get(db, 7, start + VERSION_TRUSTED_MS + 300)).body)).toBe(2);
    expect(versionOf((await cache.get(db, 8, start + VERSION_TRUSTED_MS + 300)).body)).toBe(2);
  });

  it('never puts back an older answer when an earlier rebuild ends after a later one', async () => {
    const { cache, state } = countingCache();
    const start = 3_000_000;
    await cache.get(db, 7, start);
    state.version = 2;
    const [slowGate, open] = gate();
    state.gates.set(7, slowGate);
    // A request past the stale window rebuilds version 2, slowly…
    const slow = cache.get(db, 7, start + 3 * VERSION_TRUSTED_MS);
    // …while version 3 is committed and warmed.
    state.version = 3;
    state.gates.clear();
    await cache.warm(db, start + 3 * VERSION_TRUSTED_MS + 10);
    open();
    expect(versionOf((await slow).body)).toBe(3);

    expect(versionOf((await cache.get(db, 7, start + 3 * VERSION_TRUSTED_MS + 20)).body)).toBe(3);
    // Versions 1, 2 and 3, each once: version 3 was not read and made again after the slow one ended.
    expect(state.builds).toBe(3);
  });
});
