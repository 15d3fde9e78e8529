import { Redis } from 'ioredis';

/** The Redis the tests of the Redis paths use: the local server unless TEST_REDIS_URL names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether a Redis server answers PING within a second (no retries). A test of
 * a Redis path runs only when one does, and says so when none does.
 */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    console.warn(`No Redis answers at ${url}: the tests of the Redis paths are skipped in this run.`);
    return false;
  } finally {
    probe.disconnect();
  }
}
