import { Counter, type Registry } from 'prom-client';
import { cacheCounts, type CacheCount } from '../lib/cache-counts.js';

/**
 * Hits and misses of the in-process caches (public draws, order of play,
 * standings, profiles, head-to-head, the search index), by cache. The caches
 * count in lib/cache-counts.ts, which knows nothing of Prometheus; the
 * counters copy those totals when Prometheus asks.
 */
export function registerCacheCounters(registry: Registry): void {
  const counter = (name: string, help: string, read: (count: CacheCount) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, count] of cacheCounts()) this.inc({ cache }, read(count));
      },
    });
  counter('cache_hits_total', 'Answers a cache gave without waiting for the database.', (count) => count.hits);
  counter('cache_misses_total', 'Answers a cache gave only after reading the database.', (count) => count.misses);
}
