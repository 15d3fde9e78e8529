import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { describeConcurrency } from '../test/describe-concurrency.js';
import { TEST_REDIS_URL, redisAnswers } from '../test/redis.js';
import type { CounterStore } from './counter-store.js';
import { postgresCounterStore } from './postgres-counter-store.js';
import { redisCounterStore } from './redis-counter-store.js';

// The same rules for both places the counters can live. Simultaneous hits on
// PostgreSQL race only on a server (PGlite takes them one after another): that
// test is in the concurrency group.

/** Whether a Redis server answers PING within a second (no retries, no waiting queue). */

const withRedis = await redisAnswers();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function behavesAsCounterStore(open: () => Promise<CounterStore>) {
  let store: CounterStore;
  // Keys of their own each run: a Redis server outlives the test.
  const key = (name: string) => `test|${randomUUID()}|${name}`;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => store?.close());

  it('counts hits within a window and says how long it has left', async () => {
    const k = key('window');
    expect((await store.hit(k, 60_000)).count).toBe(1);
    expect((await store.hit(k, 60_000)).count).toBe(2);
    const third = await store.hit(k, 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('starts counting again once the window has passed', async () => {
    const k = key('expired');
    await store.hit(k, 200);
    await store.hit(k, 200);
    await sleep(300);
    expect(await store.read(k)).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit(k, 60_000)).count).toBe(1);
  });

  it('reads without counting, and forgets a cleared key', async () => {
    const k = key('read');
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    expect((await store.read(k)).count).toBe(2);
    expect((await store.read(k)).count).toBe(2);
    await store.clear(k);
    expect((await store.read(k)).count).toBe(0);
    expect((await store.read(key('never-hit'))).count).toBe(0);
  });
}

/** Many hits on one key at once, each counted once: what the upsert's row lock is for. */
function countsSimultaneousHits(open: () => Promise<CounterStore>) {
  let store: CounterStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => store?.close());

  it('counts each of many simultaneous hits once', async () => {
    const k = `test|${randomUUID()}|race`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(k, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
}

describe('the PostgreSQL counter store', () => {
  let database: Database;
  afterAll(async () => database?.close());
  behavesAsCounterStore(async () => {
    database = await createTestDatabase();
    return postgresCounterStore(database.db);
  });
});

describeConcurrency('the PostgreSQL counter store under simultaneous hits', () => {
  let database: Database;
  afterAll(async () => database?.close());
  countsSimultaneousHits(async () => {
    database = await createTestDatabase();
    return postgresCounterStore(database.db);
  });
});

describe.skipIf(!withRedis)(`the Redis counter store at ${TEST_REDIS_URL}`, () => {
  behavesAsCounterStore(async () => redisCounterStore(TEST_REDIS_URL));
  countsSimultaneousHits(async () => redisCounterStore(TEST_REDIS_URL));
});
