import { Redis } from 'ioredis';
import type { Count, CounterStore } from './counter-store.js';

/** Every key this platform writes starts so, beside whatever else shares the server. */
const PREFIX = 'tennis:counter:';

// One round trip, atomic on the server: count, open the window on the first
// hit (or on a key that somehow lost its expiry), answer count and time left.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), math.max(redis.call('PTTL', KEYS[1]), 0)}
`;

const asCount = (reply: unknown): Count => {
  const [count, resetInMs] = reply as [number, number];
  return { count, resetInMs };
};

/** Counters in Redis (REDIS_URL): each key expires with its window, so nothing needs pruning. */
export function redisCounterStore(url: string): CounterStore {
  // A request waits for at most one reconnection attempt, never for an unbounded queue.
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  return {
    async hit(key, windowMs) {
      return asCount(await redis.eval(HIT, 1, PREFIX + key, windowMs));
    },
    async read(key) {
      return asCount(await redis.eval(READ, 1, PREFIX + key));
    },
    async clear(key) {
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
