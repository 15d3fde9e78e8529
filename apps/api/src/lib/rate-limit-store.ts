import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Count, CounterStore } from './counter-store.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

const answer = (counting: Promise<Count>, callback: Callback): void => {
  counting.then(
    ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
};

/**
 * @fastify/rate-limit's store over our shared counters, so route limits (and
 * `app.createRateLimit`, which the per-account limits use) count in
 * PostgreSQL or Redis instead of one process's memory. Each route counts
 * under its own prefix, as the plugin's own stores do.
 */
export function rateLimitStoreOn(counters: CounterStore, prefix = 'rate-limit|'): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      answer(counters.hit(prefix + key, timeWindow), callback);
    }

    read(key: string, callback: Callback): void {
      answer(counters.read(prefix + key), callback);
    }

    // The plugin passes its merged route settings; `routeInfo` is the route (empty for createRateLimit).
    child(settings: unknown): FastifyRateLimitStore {
      const route = (settings as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const Child = rateLimitStoreOn(counters, `${prefix}${String(route.method ?? '')} ${String(route.url ?? '')}|`);
      return new Child({});
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
