// How each in-process cache answered since the process started: from memory
// (a hit) or after asking the database (a miss). The caches are one per process
// and shared by every app built in it, so their counts are too; the metrics
// read them at scrape time (metrics/cache-metrics.ts).

export interface CacheCount {
  hits: number;
  misses: number;
}

const counts = new Map<string, CacheCount>();

/** One answer of the cache named `cache`: `hit` when no database read was waited for. */
export function countCacheAnswer(cache: string, hit: boolean): void {
  let count = counts.get(cache);
  if (!count) {
    count = { hits: 0, misses: 0 };
    counts.set(cache, count);
  }
  if (hit) count.hits += 1;
  else count.misses += 1;
}

/** Every cache that has answered, by name. */
export function cacheCounts(): ReadonlyMap<string, Readonly<CacheCount>> {
  return counts;
}
